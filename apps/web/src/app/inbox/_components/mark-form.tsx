'use client'

import { Button } from '@teamboard/ui/button'
import { useActionState } from 'react'
import { idle } from '@/lib/actions/result'
import { markNotificationsAction } from '../_lib/inbox-actions'

/** Mark one notification (or, with id `all`, every unread one) read or unread. */
export function MarkForm({ id, read, label }: { id: string; read: boolean; label: string }) {
  const [result, mark, pending] = useActionState(markNotificationsAction, idle)
  return (
    <form action={mark} className="flex items-center gap-2">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="read" value={String(read)} />
      {result && !result.ok ? (
        <span role="alert" className="text-xs text-destructive">
          {result.message}
        </span>
      ) : null}
      <Button
        type="submit"
        variant={id === 'all' ? 'outline' : 'ghost'}
        size="sm"
        loading={pending}
      >
        {label}
      </Button>
    </form>
  )
}

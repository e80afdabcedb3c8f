'use client'

import { Button } from '@teamboard/ui/button'
import { useActionState } from 'react'
import { idle } from '@/lib/actions/result'
import { unsubscribeAction } from '../_lib/unsubscribe-action'

/** The unsubscribe button; a bad or damaged link answers in catalogue words. */
export function UnsubscribeForm({ token }: { token: string }) {
  const [result, unsubscribe, pending] = useActionState(unsubscribeAction, idle)
  return (
    <form action={unsubscribe} className="grid gap-3">
      <input type="hidden" name="token" value={token} />
      <p className="text-sm text-muted-foreground">
        Stop the emails of this kind. Your inbox in Teamboard keeps showing them.
      </p>
      {result && !result.ok ? (
        <p role="alert" className="text-sm text-destructive">
          {result.message}
        </p>
      ) : null}
      <Button type="submit" className="justify-self-start" loading={pending}>
        Unsubscribe
      </Button>
    </form>
  )
}

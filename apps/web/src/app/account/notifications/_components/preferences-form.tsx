'use client'

import type { NotificationDelivery, NotificationKind } from '@teamboard/supabase/queries'
import { Button } from '@teamboard/ui/button'
import { useActionState } from 'react'
import { idle } from '@/lib/actions/result'
import { notificationKinds } from '@/lib/notifications'
import { savePreferencesAction } from '../_lib/preferences-action'

const choices: { value: NotificationDelivery; label: string }[] = [
  { value: 'instant', label: 'Email right away' },
  { value: 'digest', label: 'Daily digest' },
  { value: 'off', label: 'No email' },
]

/** One choice per kind; a plain form, so it also works before its script has loaded. */
export function PreferencesForm({
  current,
}: {
  current: Record<NotificationKind, NotificationDelivery>
}) {
  const [result, save, pending] = useActionState(savePreferencesAction, idle)
  return (
    <form action={save} className="grid gap-4">
      {notificationKinds.map(({ kind, label }) => (
        <div key={kind} className="flex items-center justify-between gap-4">
          <label htmlFor={`delivery-${kind}`} className="text-sm">
            {label}
          </label>
          <select
            id={`delivery-${kind}`}
            name={kind}
            defaultValue={current[kind]}
            className="h-9 rounded-md border border-input bg-background px-2 text-sm"
          >
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="flex items-center gap-3">
        <Button type="submit" loading={pending}>
          Save
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {result?.ok ? 'Saved.' : result ? result.message : ''}
        </p>
      </div>
    </form>
  )
}

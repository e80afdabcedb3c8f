import type { ReactNode } from 'react'
import { Alert, AlertDescription } from './alert'

export type FormAlertTone = 'error' | 'info' | 'success'

/**
 * A form-level message above the submit button: a refusal no single field explains (role
 * `alert`), or what just happened (role `status`). Renders nothing without a message, so a
 * form can pass its last answer straight through.
 */
export function FormAlert({
  children,
  tone = 'error',
}: {
  children: ReactNode
  tone?: FormAlertTone
}) {
  if (!children) return null
  return (
    <Alert
      variant={tone === 'error' ? 'destructive' : 'default'}
      role={tone === 'error' ? 'alert' : 'status'}
      className={tone === 'success' ? 'border-success/30 text-success' : undefined}
    >
      <AlertDescription className={tone === 'success' ? 'text-success' : undefined}>
        {children}
      </AlertDescription>
    </Alert>
  )
}

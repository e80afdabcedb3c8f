import { Alert, AlertDescription } from '@teamboard/ui/alert'
import type { ReactNode } from 'react'

/** A form-level message (catalogue words) above the submit button; fields keep their values. */
export function FormAlert({
  children,
  tone = 'error',
}: {
  children: ReactNode
  tone?: 'error' | 'info'
}) {
  if (!children) return null
  return (
    <Alert
      variant={tone === 'error' ? 'destructive' : 'default'}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  )
}

import { MailCheckIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** The "we sent you a link" state; it never says whether an account exists. */
export function CheckEmail({ email, children }: { email: string; children: ReactNode }) {
  return (
    <div role="status" className="grid justify-items-center gap-3 py-2 text-center">
      <MailCheckIcon aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="text-base font-medium">Check your email</p>
      <p className="text-sm text-muted-foreground">
        {children} <span className="font-medium text-foreground">{email}</span>.
      </p>
    </div>
  )
}

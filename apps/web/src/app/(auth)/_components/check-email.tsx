import { MailCheckIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/**
 * The "we sent you a link" state; it never says whether an account exists. `children` is either
 * a lead-in that the address completes ("…we sent a sign-in link to"), or whole paragraphs.
 */
export function CheckEmail({ email, children }: { email: string; children: ReactNode }) {
  return (
    <div role="status" className="grid justify-items-center gap-3 py-2 text-center">
      <MailCheckIcon aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="text-base font-medium">Check your email</p>
      {typeof children === 'string' ? (
        <p className="text-sm text-muted-foreground">
          {children} <span className="font-medium text-foreground">{email}</span>.
        </p>
      ) : (
        <div className="grid gap-2 text-sm text-muted-foreground">
          <p className="font-medium break-all text-foreground">{email}</p>
          {children}
        </div>
      )}
    </div>
  )
}

'use client'

import { Alert, AlertDescription, AlertTitle } from '@teamboard/ui/alert'
import { Button } from '@teamboard/ui/button'
import Link from 'next/link'
import { useActionState } from 'react'
import { idle } from '@/lib/actions/result'
import { acceptInvitationAction } from '../_lib/accept-invitation-action'

/** The signed-in half of `/invite/[token]`: one button that joins and opens the workspace. */
export function AcceptInvitation({ token, email }: { token: string; email: string | null }) {
  const [result, formAction, pending] = useActionState(acceptInvitationAction, idle)
  if (result?.ok === false) {
    return (
      <div className="grid gap-4">
        <Alert variant="destructive">
          <AlertTitle>{result.message}</AlertTitle>
          {result.code === 'invite_invalid' ? (
            <AlertDescription>
              <p>
                It may have expired, been revoked or already used, or it was sent to an address
                other than {email ? <strong>{email}</strong> : 'the one you are signed in with'}.
                Ask the person who invited you for a new link.
              </p>
            </AlertDescription>
          ) : null}
        </Alert>
        <Button asChild variant="secondary" className="justify-self-start">
          <Link href="/w">Go to your workspaces</Link>
        </Button>
      </div>
    )
  }
  return (
    <form action={formAction} className="grid gap-4">
      <input type="hidden" name="token" value={token} />
      {email ? (
        <p className="text-sm text-muted-foreground">
          You're signed in as <strong className="text-foreground">{email}</strong>.
        </p>
      ) : null}
      <Button type="submit" loading={pending} className="justify-self-start">
        Accept invitation
      </Button>
    </form>
  )
}

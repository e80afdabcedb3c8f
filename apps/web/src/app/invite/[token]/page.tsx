import { signInPath } from '@teamboard/auth/redirect'
import { getUser } from '@teamboard/auth/server'
import { getInvitationPreview } from '@teamboard/supabase/queries'
import { createServerClient } from '@teamboard/supabase/server'
import { Button } from '@teamboard/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@teamboard/ui/card'
import type { Metadata, Route } from 'next'
import Link from 'next/link'
import { isInvitationToken } from '@/lib/invitation-token'
import { safeRoute } from '@/lib/safe-route'
import { AcceptInvitation } from './_components/accept-invitation'

export const metadata: Metadata = { title: 'Join a workspace', referrer: 'no-referrer' }

/**
 * Signed out: sign in or sign up first, coming back here (`next`). Signed in: accept. The page
 * itself never changes anything, so a link scanner that fetches it cannot use the invitation up.
 */
export default async function InvitePage({ params }: PageProps<'/invite/[token]'>) {
  const { token } = await params
  const [user, preview] = await Promise.all([getUser(), previewOf(token)])
  const next = `/invite/${token}`
  const inviter = preview?.inviterName ?? 'A teammate'
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-16">
      <Card>
        <CardHeader>
          <h1 className="text-lg leading-snug font-semibold tracking-tight break-words">
            {preview
              ? `Join ${preview.workspaceName} on Teamboard`
              : "You're invited to a workspace"}
          </h1>
          <CardDescription className="break-words">
            {preview ? (
              <>
                <strong className="text-foreground">{inviter}</strong> invited you to the{' '}
                <strong className="text-foreground">{preview.workspaceName}</strong> board.
              </>
            ) : (
              'A teammate invited you to their board on Teamboard.'
            )}
            {user
              ? null
              : ' Sign in or create an account with the address the invitation was sent to, then join.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {user ? (
            <AcceptInvitation token={token} email={user.email} />
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <Link href={signUpHref(next)}>Create an account</Link>
              </Button>
              <Button asChild variant="secondary">
                <Link href={safeRoute(signInPath(next))}>Sign in</Link>
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  )
}

/** The names for the page; a bad or spent token shows the generic words (accepting says why). */
async function previewOf(token: string) {
  if (!isInvitationToken(token)) return null
  const { data } = await getInvitationPreview(await createServerClient(), token)
  return data
}

function signUpHref(next: string): Route {
  return safeRoute(`/sign-up?${new URLSearchParams({ next }).toString()}`)
}

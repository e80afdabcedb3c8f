import { getUser } from '@teamboard/auth/server'
import { avatarUrl, getProfile } from '@teamboard/supabase/queries'
import { createServerClient } from '@teamboard/supabase/server'
import { Button } from '@teamboard/ui/button'
import Link from 'next/link'
import { Logo } from './logo'
import { AccountMenu } from './account-menu'

function SignedOutLinks() {
  return (
    <>
      <Button asChild variant="ghost" size="sm">
        <Link href="/sign-in">Sign in</Link>
      </Button>
      <Button asChild size="sm">
        <Link href="/sign-up">Get started</Link>
      </Button>
    </>
  )
}

/**
 * The signed-in user's name and avatar, read here rather than in the browser so a signed-in page
 * needs no PostgREST or Storage client (issue 13); USER_UPDATED refreshes the page, which reads
 * them again. Null when they cannot be read now: the menu falls back to the session's name.
 */
async function headerProfile(userId: string) {
  const supabase = await createServerClient()
  const { data } = await getProfile(supabase, userId)
  return data ? { name: data.display_name, avatar: avatarUrl(supabase, data) } : null
}

/** Rendered on the server, which knows the user: a visitor's header is plain links. */
export async function SiteHeader() {
  const user = await getUser().catch(() => undefined)
  // A session that cannot be checked right now counts as signed in (see the root layout).
  const signedIn = user !== null
  const profile = user ? await headerProfile(user.id).catch(() => null) : null
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-md">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link
          href="/"
          className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Logo />
        </Link>
        <nav aria-label="Account" className="flex items-center gap-1.5">
          {signedIn ? (
            <AccountMenu profile={profile} signedOut={<SignedOutLinks />} />
          ) : (
            <SignedOutLinks />
          )}
        </nav>
      </div>
    </header>
  )
}

import { getUser } from '@teamboard/auth/server'
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

/** Rendered on the server, which knows the user: a visitor's header is plain links. */
export async function SiteHeader() {
  const signedIn = await getUser().then(Boolean, () => true)
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
          {signedIn ? <AccountMenu signedOut={<SignedOutLinks />} /> : <SignedOutLinks />}
        </nav>
      </div>
    </header>
  )
}

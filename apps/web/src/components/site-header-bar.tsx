import { Button } from '@teamboard/ui/button'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { HomeLink } from './home-link'
import { Logo } from './logo'

/** A visitor's account links: plain links, so they work on a page that ships no JavaScript. */
export function SignedOutLinks() {
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
 * The header's frame (logo home link, account navigation), shared by the App Router's
 * `SiteHeader` and the Pages Router landing, which renders it with `SignedOutLinks` only.
 */
export function SiteHeaderBar({ children }: { children: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-md">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between px-4 sm:px-6">
        <HomeLink className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
          <Logo />
        </HomeLink>
        <nav aria-label="Account" className="flex items-center gap-1.5">
          {children}
        </nav>
      </div>
    </header>
  )
}

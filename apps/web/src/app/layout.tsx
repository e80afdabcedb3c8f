import { getUser } from '@teamboard/auth/server'
import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { RouteFocus } from '@/components/route-focus'
import { SiteFooter } from '@/components/site-footer'
import { SiteHeader } from '@/components/site-header'
import { SiteMain } from '@/components/site-main'
import { SkipLink } from '@/components/skip-link'
import { ThemeScript } from '@/components/theme-script'
import { fontVariables } from '@/lib/fonts'
import { site } from '@/lib/site'
import { Providers } from './providers'
import './globals.css'

export const metadata: Metadata = {
  title: { default: site.title, template: '%s · Teamboard' },
  description: site.description,
  applicationName: site.name,
}

export const viewport: Viewport = { themeColor: [...site.themeColor] }

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The server knows the user (getClaims, cached for this render): a visitor's pages ship no
  // browser Supabase client. A session that cannot be checked right now counts as signed in, so
  // the live client settles it rather than a hiccup looking like a sign-out.
  const signedIn = await getUser().then(Boolean, () => true)
  return (
    // The theme script sets `.light`/`.dark` on <html> before hydration (lib/theme.ts).
    <html lang="en" className={fontVariables} suppressHydrationWarning>
      <head>
        <ThemeScript />
      </head>
      <body className="flex min-h-dvh flex-col">
        <SkipLink />
        <RouteFocus />
        <Providers signedIn={signedIn}>
          <SiteHeader />
          <SiteMain>{children}</SiteMain>
          <SiteFooter />
        </Providers>
      </body>
    </html>
  )
}

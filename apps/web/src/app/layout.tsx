import { getUser } from '@teamboard/auth/server'
import { GeistMono } from 'geist/font/mono'
import { GeistSans } from 'geist/font/sans'
import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { RouteFocus } from '@/components/route-focus'
import { SiteFooter } from '@/components/site-footer'
import { SiteHeader } from '@/components/site-header'
import { SkipLink } from '@/components/skip-link'
import { ThemeScript } from '@/components/theme-script'
import { Providers } from './providers'
import './globals.css'

export const metadata: Metadata = {
  title: {
    default: 'Teamboard — the realtime task board for small teams',
    template: '%s · Teamboard',
  },
  description:
    'Plan and track shared work with your team: a live board, drag and drop, comments, attachments and roles.',
  applicationName: 'Teamboard',
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#fcfcfd' },
    { media: '(prefers-color-scheme: dark)', color: '#111113' },
  ],
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The server knows the user (getClaims, cached for this render): a visitor's pages ship no
  // browser Supabase client. A session that cannot be checked right now counts as signed in, so
  // the live client settles it rather than a hiccup looking like a sign-out.
  const signedIn = await getUser().then(Boolean, () => true)
  return (
    // The theme script sets `.light`/`.dark` on <html> before hydration (lib/theme.ts).
    <html
      lang="en"
      className={`${GeistSans.variable} ${GeistMono.variable}`}
      suppressHydrationWarning
    >
      <head>
        <ThemeScript />
      </head>
      <body className="flex min-h-dvh flex-col">
        <SkipLink />
        <RouteFocus />
        <Providers signedIn={signedIn}>
          <SiteHeader />
          <main id="content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
            {children}
          </main>
          <SiteFooter />
        </Providers>
      </body>
    </html>
  )
}

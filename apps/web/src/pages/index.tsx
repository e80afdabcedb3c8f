import { getPagesUser, SessionUnavailableError } from '@teamboard/auth/server/pages'
import { captureUnexpected } from '@teamboard/telemetry'
import type { GetServerSideProps, PageConfig } from 'next'
import Head from 'next/head'
import { LandingContent } from '@/components/landing/landing-content'
import { LandingError } from '@/components/landing/landing-error'
import { SiteFooter } from '@/components/site-footer'
import { SignedOutLinks, SiteHeaderBar } from '@/components/site-header-bar'
import { SiteMain } from '@/components/site-main'
import { SkipLink } from '@/components/skip-link'
import { LAST_WORKSPACE_COOKIE } from '@/lib/last-workspace'
import { signedInHome } from '@/lib/signed-in-home'
import { site } from '@/lib/site'

/**
 * The landing is the one Pages Router page: nothing on it is interactive, so it ships no
 * JavaScript at all (apps/web/e2e/js-budget.ts: `/` ≤ 130 kB, which React and the App Router runtime alone exceed).
 * Its links are plain full page loads.
 */
export const config: PageConfig = { unstable_runtimeJS: false }

type Props = { failed: false } | { failed: true; reference: string | null }

/** A signed-in person goes straight to their last board; the page checks the session itself. */
export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res }) => {
  try {
    const { user, supabase } = await getPagesUser({ req })
    if (!user) return { props: { failed: false } }
    const destination = await signedInHome(supabase, user, req.cookies[LAST_WORKSPACE_COOKIE])
    return { redirect: { destination, permanent: false } }
  } catch (error) {
    // As the App Router's error screen, not Next's bare Pages Router 500 page: reported, with a
    // reference and a retry. A session that could not be checked is neither a visitor nor a
    // sign-out, so it never shows the signed-out landing either.
    const retryable = error instanceof SessionUnavailableError
    res.statusCode = retryable ? 503 : 500
    if (retryable) res.setHeader('Retry-After', '1')
    return { props: { failed: true, reference: captureUnexpected(error) ?? null } }
  }
}

export default function LandingPage(props: Props) {
  return (
    <>
      <Head>
        <title>{site.title}</title>
        <meta name="description" content={site.description} />
        <meta name="application-name" content={site.name} />
        {site.themeColor.map(({ media, color }) => (
          <meta key={media} name="theme-color" media={media} content={color} />
        ))}
        <meta name="viewport" content="width=device-width, initial-scale=1" key="viewport" />
      </Head>
      <SkipLink />
      {/* After a failure the person may well be signed in: no "Sign in" offer then. */}
      <SiteHeaderBar>{props.failed ? null : <SignedOutLinks />}</SiteHeaderBar>
      <SiteMain>
        {props.failed ? <LandingError reference={props.reference} /> : <LandingContent />}
      </SiteMain>
      <SiteFooter />
    </>
  )
}

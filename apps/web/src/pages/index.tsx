import { getPagesUser, SessionUnavailableError } from '@teamboard/auth/server/pages'
import { captureUnexpected } from '@teamboard/telemetry'
import type { GetServerSideProps, PageConfig } from 'next'
import Head from 'next/head'
import { LandingContent } from '@/components/landing/landing-content'
import { LandingUnavailable } from '@/components/landing/landing-unavailable'
import { SiteFooter } from '@/components/site-footer'
import { SignedOutLinks, SiteHeaderBar } from '@/components/site-header-bar'
import { SiteMain } from '@/components/site-main'
import { SkipLink } from '@/components/skip-link'
import { LAST_WORKSPACE_COOKIE } from '@/lib/last-workspace'
import { signedInHome } from '@/lib/signed-in-home'
import { site } from '@/lib/site'

/**
 * The landing is the one Pages Router page: nothing on it is interactive, so it ships no
 * JavaScript at all (issue 13: `/` ≤ 130 kB, which React and the App Router runtime alone exceed).
 * Its links are plain full page loads.
 */
export const config: PageConfig = { unstable_runtimeJS: false }

type Props = { unavailable: false } | { unavailable: true; reference: string | null }

/** A signed-in person goes straight to their last board; the page checks the session itself. */
export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res }) => {
  try {
    const { user, supabase } = await getPagesUser({ req, res })
    if (!user) return { props: { unavailable: false } }
    const destination = await signedInHome(supabase, user, req.cookies[LAST_WORKSPACE_COOKIE])
    return { redirect: { destination, permanent: false } }
  } catch (error) {
    if (!(error instanceof SessionUnavailableError)) throw error
    // Not a sign-out and not a visitor: as the App Router's error screen, a retryable failure.
    res.statusCode = 503
    res.setHeader('Retry-After', '1')
    return { props: { unavailable: true, reference: captureUnexpected(error) ?? null } }
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
      <SiteHeaderBar>
        <SignedOutLinks />
      </SiteHeaderBar>
      <SiteMain>
        {props.unavailable ? (
          <LandingUnavailable reference={props.reference} />
        ) : (
          <LandingContent />
        )}
      </SiteMain>
      <SiteFooter />
    </>
  )
}

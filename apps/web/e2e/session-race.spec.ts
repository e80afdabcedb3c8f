import { expect, test } from '@playwright/test'
import { DEV_JWT_SECRET } from '@teamboard/local-supabase'
import { createConfirmedUser } from '@teamboard/local-supabase/testing'
import { newUser } from './auth-helpers.ts'
import {
  type Jar,
  cookieHeader,
  expiredJar,
  readSession,
  withResponseCookies,
} from './auth-session-jar.ts'
import { E2E_BASE_URL, e2eEnv } from './env.ts'

/**
 * Many requests or tabs carrying one expired access token at once (a laptop opened after lunch
 * with several tabs): the proxy's refreshes race, and none of them may sign the user out.
 */
const env = e2eEnv()
const user = newUser('race')
const ROUNDS = 5
const PARALLEL = 20

function expiredSession(): Promise<Jar> {
  return expiredJar(
    env.NEXT_PUBLIC_SUPABASE_URL!,
    env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY!,
    user.email,
    user.password,
    DEV_JWT_SECRET,
  )
}

test.beforeAll(async () => {
  const admin = { url: env.NEXT_PUBLIC_SUPABASE_URL!, secretKey: env.SUPABASE_SECRET_KEY! }
  await createConfirmedUser(admin, { email: user.email, password: user.password })
})

test(`${PARALLEL} parallel page requests with one expired token: no sign-out, one rotation (${ROUNDS} rounds)`, async () => {
  test.slow()
  for (let round = 0; round < ROUNDS; round++) {
    const jar = await expiredSession()
    const before = (await readSession(jar)).refresh_token
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        fetch(`${E2E_BASE_URL}${index % 2 ? '/w' : '/account'}`, {
          headers: { cookie: cookieHeader(jar) },
          redirect: 'manual',
        }),
      ),
    )
    // A forced sign-out would be a redirect to /sign-in.
    expect(responses.map((response) => response.status)).toEqual(Array(PARALLEL).fill(200))
    const jars = responses.map((response) => withResponseCookies(jar, response))
    const refreshTokens = new Set(
      await Promise.all(jars.map(async (next) => (await readSession(next)).refresh_token)),
    )
    refreshTokens.delete(before)
    // Every response that refreshed carries the same new token: the backend rotated once.
    expect(refreshTokens.size).toBe(1)
    // Whichever response's cookies the browser keeps last, the user stays signed in.
    const last = jars.at(-1)!
    const after = await fetch(`${E2E_BASE_URL}/account`, {
      headers: { cookie: cookieHeader(last) },
      redirect: 'manual',
    })
    expect(after.status).toBe(200)
  }
})

test(`${PARALLEL} tabs reopened at once with an expired token all stay signed in (${ROUNDS} rounds)`, async ({
  browser,
}) => {
  // 100 page loads on two shared cores; the assertion is about where they land, not how fast.
  test.setTimeout(120_000)
  for (let round = 0; round < ROUNDS; round++) {
    const jar = await expiredSession()
    const context = await browser.newContext()
    await context.addCookies(
      [...jar].map(([name, value]) => ({ name, value, url: E2E_BASE_URL, sameSite: 'Lax' })),
    )
    // The race is in the documents the tabs ask for at once; their scripts run after the answers
    // and take no part in it. Blocked, so twenty tabs do not also hydrate at once on two cores.
    await context.route(/\/_next\/static\/.+\.js$/, (route) => route.abort())
    const pages = await Promise.all(Array.from({ length: PARALLEL }, () => context.newPage()))
    // The server decides: a forced sign-out would be a redirect to /sign-in.
    await Promise.all(pages.map((page) => page.goto('/w', { waitUntil: 'domcontentloaded' })))
    expect(pages.map((page) => new URL(page.url()).pathname)).toEqual(Array(PARALLEL).fill('/w'))
    await expect(pages[0]!.getByRole('heading', { name: 'Your workspaces' })).toBeVisible()
    await context.close()
  }
})

import { writeFile } from 'node:fs/promises'
import { type Browser, type Page } from '@playwright/test'
import { expect, test } from './console-errors.ts'
import { type LocalSupabase, startLocalSupabase } from '@teamboard/local-supabase'
import { createConfirmedUser } from '@teamboard/local-supabase/testing'
import { headerName, newUser } from './auth-helpers.ts'
import {
  type Jar,
  cookieHeader,
  readSession,
  signedInJar,
  withResponseCookies,
  writeSession,
} from './auth-session-jar.ts'
import { E2E_BASE_URL, E2E_JWT_EXPIRY, E2E_SUPABASE_PORT, E2E_WEB_PORT, e2eEnv } from './env.ts'
import { serveNext } from './next-server.ts'
import {
  consoleErrors,
  expectAdoptedRotations,
  contextJar,
  refreshTokens,
  sessionIdOf,
  sessionSettled,
  waitUntilExpired,
  withJar,
} from './session-expiry-helpers.ts'

/**
 * Sessions whose access tokens really expire (the backend's `jwt_expiry`, 30 s here, 120 s in
 * bench/session-expiry.ts): requests, tabs and tab clients racing to refresh one session never
 * sign anyone out, and no session is revoked. The backend and `next start` are this spec's own
 * (playwright.session-expiry.config.ts), so it can count the backend's refresh tokens and read
 * the server's log. The rounds of a scenario share one wait for the real expiry.
 */
const JWT_EXPIRY = E2E_JWT_EXPIRY
const ROUNDS = 5
const PARALLEL = 20
const user = newUser('expiry')
const rotations: Record<string, number[]> = { requests: [], tabs: [], clients: [] }
let backend: LocalSupabase
let server: Awaited<ReturnType<typeof serveNext>>
let storageKey = ''
let requestJars: Jar[] = []
let tabJars: Jar[] = []
let reuse: { first: Jar; live: Jar }

test.describe.configure({ mode: 'serial' })

function signIn(): Promise<Jar> {
  return signedInJar(backend.url, backend.publishableKey, user.email, user.password)
}

/** A second rotation through the Auth API leaves the sign-in's token two generations old. */
async function rotatedTwice(): Promise<{ first: Jar; live: Jar }> {
  const first = await signIn()
  let session = await readSession(first)
  for (let step = 0; step < 2; step++) {
    const { data, error } = await backend.serviceClient.auth.refreshSession({
      refresh_token: session.refresh_token,
    })
    if (error || !data.session) throw error ?? new Error('no session')
    session = { ...session, ...data.session }
  }
  return { first, live: writeSession(first, session) }
}

test.beforeAll(async () => {
  test.setTimeout((JWT_EXPIRY + 120) * 1000)
  backend = await startLocalSupabase({
    port: E2E_SUPABASE_PORT,
    quiet: true,
    auth: { jwt_expiry: JWT_EXPIRY },
  })
  server = await serveNext(E2E_WEB_PORT, e2eEnv())
  storageKey = `sb-${new URL(backend.url).hostname.split('.')[0]}-auth-token`
  await createConfirmedUser(
    { url: backend.url, secretKey: backend.secretKey },
    { email: user.email, password: user.password },
  )
  requestJars = await Promise.all(Array.from({ length: ROUNDS }, signIn))
  tabJars = await Promise.all(Array.from({ length: ROUNDS }, signIn))
  reuse = await rotatedTwice()
  // One wait for every round of the first two scenarios: the last session signed in expires last.
  await waitUntilExpired(backend, reuse.live)
})

test.afterAll(async () => {
  console.log(`jwt_expiry ${JWT_EXPIRY} s, rotations per round: ${JSON.stringify(rotations)}`)
  if (server) await writeFile(test.info().outputPath('next-start.log'), server.log())
  server?.stop()
  await backend?.stop()
})

test(`${PARALLEL} parallel requests with one expired cookie: one rotation, no sign-out (${ROUNDS} rounds)`, async () => {
  test.setTimeout(120_000)
  for (const jar of requestJars) {
    const sessionId = await sessionIdOf(jar)
    const before = await refreshTokens(backend, sessionId)
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
    const after = await refreshTokens(backend, sessionId)
    rotations.requests!.push(after.total - before.total)
    expect(after.total - before.total).toBeLessThanOrEqual(1)
    expect(after.live).toBe(1)
    // Whichever response's cookies the browser keeps, it stays signed in.
    for (const response of [responses[0]!, responses.at(-1)!]) {
      const next = await fetch(`${E2E_BASE_URL}/account`, {
        headers: { cookie: cookieHeader(withResponseCookies(jar, response)) },
        redirect: 'manual',
      })
      expect(next.status).toBe(200)
    }
  }
})

async function openTabs(browser: Browser, jar: Jar, count: number) {
  const context = await browser.newContext()
  await withJar(context, jar)
  const pages = await Promise.all(Array.from({ length: count }, () => context.newPage()))
  const errors = pages.map(consoleErrors)
  await Promise.all(pages.map((page) => page.goto('/w', { waitUntil: 'domcontentloaded' })))
  return { context, pages, errors }
}

async function signedInEverywhere(pages: Page[]): Promise<void> {
  for (const page of pages) {
    // Slow with many tabs on two cores; what counts is where each tab ends.
    await expect(page.getByRole('heading', { name: 'Your workspaces' })).toBeVisible({
      timeout: 60_000,
    })
    // The header names the user once the tab's session client has started, any refresh it needed
    // included (user-menu.tsx). Not Playwright's network idle: when a request ends before
    // DOMContentLoaded and none follows, a tab can never reach it
    // (https://github.com/microsoft/playwright/issues/42598).
    await expect(headerName(page)).toBeVisible({ timeout: 60_000 })
  }
  await Promise.all(pages.map((page) => sessionSettled(page, storageKey)))
  // The session client's SIGNED_OUT would have sent the tab to /sign-in.
  expect(pages.map((page) => new URL(page.url()).pathname)).toEqual(pages.map(() => '/w'))
}

test(`${PARALLEL} tabs opened at once with an expired token all stay signed in (${ROUNDS} rounds)`, async ({
  browser,
}) => {
  test.setTimeout(ROUNDS * 120_000)
  for (const jar of tabJars) {
    const sessionId = await sessionIdOf(jar)
    const { context, pages, errors } = await openTabs(browser, jar, PARALLEL)
    await signedInEverywhere(pages)
    const after = await refreshTokens(backend, sessionId)
    rotations.tabs!.push(after.total - 1)
    // The proxy's rotation served all twenty documents; their clients adopted it (and, with a
    // slow start, rotated once more when it was due, which the others adopted in turn).
    expectAdoptedRotations(after.created, JWT_EXPIRY)
    expect(after.live).toBe(1)
    expect((await readSession(await contextJar(context))).refresh_token).toBe(
      await liveToken(sessionId),
    )
    expect(errors.flat()).toEqual([])
    await context.close()
  }
})

async function liveToken(sessionId: string): Promise<string> {
  const [row] = await backend.sql<{ token: string }>(
    'select token from auth.refresh_tokens where session_id = $1 and not revoked',
    [sessionId],
  )
  return row!.token
}

test(`two tabs whose clients refresh together share one rotation (${ROUNDS} rounds at once)`, async ({
  browser,
}) => {
  test.setTimeout((JWT_EXPIRY + 180) * 1000)
  const jars = await Promise.all(Array.from({ length: ROUNDS }, signIn))
  const sessionIds = await Promise.all(jars.map(sessionIdOf))
  const rounds = await Promise.all(jars.map((jar) => openTabs(browser, jar, 2)))
  for (const { pages } of rounds) await signedInEverywhere(pages)
  // What each browser holds now (opening the tabs may have refreshed it), and the rotations so far.
  const held = await Promise.all(rounds.map(({ context }) => contextJar(context)))
  const before = await Promise.all(sessionIds.map((id) => refreshTokens(backend, id)))
  await Promise.all(held.map((jar) => waitUntilExpired(backend, jar)))
  // Both clients of each round refresh at the same moment (as when a laptop wakes up): supabase-js
  // reloads the session on visibilitychange, refreshing one that is due. (Their auto-refresh
  // ticks, started together with the tabs, may have refreshed together already.)
  await Promise.all(
    rounds.flatMap(({ pages }) =>
      pages.map((page) => page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))),
    ),
  )
  for (const [index, sessionId] of sessionIds.entries())
    await expect
      .poll(async () => (await refreshTokens(backend, sessionId)).total, { timeout: 30_000 })
      .toBeGreaterThan(before[index]!.total)
  await Promise.all(
    rounds.flatMap(({ pages }) => pages.map((page) => sessionSettled(page, storageKey))),
  )
  // Read at once, before the next refresh is due (half a lifetime later).
  const settled = await Promise.all(
    rounds.map(async ({ context }, index) => ({
      tokens: await refreshTokens(backend, sessionIds[index]!),
      live: await liveToken(sessionIds[index]!),
      held: (await readSession(await contextJar(context))).refresh_token,
    })),
  )
  rotations.clients!.push(
    ...settled.map(({ tokens }, index) => tokens.total - before[index]!.total),
  )
  for (const [index, { tokens, live, held: holds }] of settled.entries()) {
    expect(tokens.total).toBeGreaterThan(before[index]!.total)
    // One rotation served both tabs: the one that lost the race adopted the winner's session.
    expectAdoptedRotations(tokens.created.slice(before[index]!.total - 1), JWT_EXPIRY)
    expect(tokens.live).toBe(1)
    expect(holds).toBe(live)
  }
  for (const { context, pages, errors } of rounds) {
    await Promise.all(pages.map((page) => page.reload({ waitUntil: 'domcontentloaded' })))
    await signedInEverywhere(pages)
    expect(errors.flat()).toEqual([])
    await context.close()
  }
})

test('the server logged no refresh error for these races', () => {
  expect(server.log()).not.toMatch(/AuthApiError|SessionUnavailableError/)
})

test('a refresh token reused after the reuse interval still revokes the session', async () => {
  // The sign-in's token is two rotations old and was revoked more than 10 s ago.
  const sessionId = await sessionIdOf(reuse.first)
  const response = await fetch(`${E2E_BASE_URL}/account`, {
    headers: { cookie: cookieHeader(reuse.first) },
    redirect: 'manual',
  })
  expect(response.status).toBe(307)
  expect(response.headers.get('location')).toBe('/sign-in?next=%2Faccount')
  expect(await refreshTokens(backend, sessionId)).toMatchObject({ live: 0 })
  // The holder of the live token is signed out too: the whole session is gone.
  await waitUntilExpired(backend, reuse.live)
  const live = await fetch(`${E2E_BASE_URL}/account`, {
    headers: { cookie: cookieHeader(reuse.live) },
    redirect: 'manual',
  })
  expect(live.headers.get('location')).toBe('/sign-in?next=%2Faccount')
})

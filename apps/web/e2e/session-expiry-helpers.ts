import { type BrowserContext, expect, type Page } from '@playwright/test'
import type { LocalSupabase } from '@teamboard/local-supabase'
import { type Jar, readSession } from './auth-session-jar.ts'
import { E2E_BASE_URL } from './env.ts'

/**
 * For session-expiry.spec.ts: what the backend knows about a session (its own database and
 * clock) and how a browser context holds one.
 */

function claimsOf(accessToken: string): { session_id: string; exp: number } {
  const [, payload = ''] = accessToken.split('.')
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
    session_id: string
    exp: number
  }
}

export async function sessionIdOf(jar: Jar): Promise<string> {
  return claimsOf((await readSession(jar)).access_token).session_id
}

/**
 * The session's refresh tokens: one from the sign-in, one more per rotation; `live` unrevoked,
 * `created` the epoch seconds each was issued at, oldest first.
 */
export async function refreshTokens(
  backend: LocalSupabase,
  sessionId: string,
): Promise<{ total: number; live: number; created: number[] }> {
  const rows = await backend.sql<{ revoked: boolean; created: number }>(
    `select revoked, extract(epoch from created_at)::float8 as created
     from auth.refresh_tokens where session_id = $1 order by created_at, id`,
    [sessionId],
  )
  return {
    total: rows.length,
    live: rows.filter((row) => !row.revoked).length,
    created: rows.map((row) => row.created),
  }
}

/** Waits until the backend itself refuses the jar's access token (its real `jwt_expiry`). */
export async function waitUntilExpired(backend: LocalSupabase, jar: Jar): Promise<void> {
  const { access_token: token, expires_at: expiresAt } = await readSession(jar)
  const status = () =>
    fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.publishableKey, authorization: `Bearer ${token}` },
    }).then((response) => response.status)
  const left = Math.max(0, expiresAt * 1000 - Date.now())
  await expect.poll(status, { timeout: left + 30_000, intervals: [1_000] }).not.toBe(200)
}

export async function withJar(context: BrowserContext, jar: Jar): Promise<void> {
  await context.addCookies(
    [...jar].map(([name, value]) => ({ name, value, url: E2E_BASE_URL, sameSite: 'Lax' })),
  )
}

/** The cookies the context holds now (what every tab of it sends). */
export async function contextJar(context: BrowserContext): Promise<Jar> {
  return new Map((await context.cookies(E2E_BASE_URL)).map(({ name, value }) => [name, value]))
}

/**
 * Resolves once the tab's turn at the session lock comes: supabase-js takes `lock:<storage key>`
 * through navigator.locks (shared by every tab of the browser context) for each session load and
 * refresh, so a refresh started before has finished and stored its answer.
 */
export async function sessionSettled(page: Page, storageKey: string): Promise<void> {
  await page.evaluate(
    (name) => navigator.locks.request(name, () => undefined),
    `lock:${storageKey}`,
  )
}

/** Console errors and uncaught exceptions of a page: a React warning or error is a bug. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/**
 * A rotation is adopted, not repeated: a tab that waited on another tab's (or the proxy's) refresh
 * finds a fresh session, so the next rotation comes only when that one is due again, half a
 * lifetime later (patches/@supabase__auth-js@2.119.0.patch). Two racing refreshes that each
 * rotated would be issued moments apart.
 */
export function expectAdoptedRotations(created: number[], lifetime: number): void {
  for (const [index, next] of created.slice(1).entries())
    expect(next - created[index]!, `rotation ${index + 1}`).toBeGreaterThan(lifetime / 4)
}

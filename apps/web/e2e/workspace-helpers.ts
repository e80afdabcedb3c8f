import { type BrowserContext, expect, type Page } from '@playwright/test'
import * as testing from '@teamboard/local-supabase/testing'
import { fillSignIn, PASSWORD } from './auth-helpers.ts'
import { signedInJar } from './auth-session-jar.ts'
import { E2E_BASE_URL, e2eEnv, mailboxUrl } from './env.ts'

/**
 * Steps of the workspace specs on top of auth-helpers.ts. Users who are not under test are made
 * through the real backend's Auth admin API and workspaces through the real `create_workspace`
 * rpc; everything the story is about goes through the UI.
 */
function backend() {
  const env = e2eEnv()
  const url = env.NEXT_PUBLIC_SUPABASE_URL
  const publishableKey = env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY
  const secretKey = env.SUPABASE_SECRET_KEY
  if (!url || !publishableKey || !secretKey)
    throw new Error('env.ts lacks the backend URL or keys.')
  return { url, publishableKey, secretKey }
}

/** A slug no other run uses: letters, digits and single dashes, ≤ 40 characters. */
export function uniqueSlug(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
}

/** A confirmed account with the shared test password; answers its user id. */
export function createConfirmedUser(email: string, displayName: string): Promise<string> {
  return testing.createConfirmedUser(backend(), { email, password: PASSWORD, displayName })
}

export async function createWorkspaceAs(email: string, name: string, slug: string): Promise<void> {
  const client = await testing.signIn(backend(), email, PASSWORD)
  const { error } = await client.rpc('create_workspace', { name, slug })
  if (error) throw new Error(`create_workspace(${slug}) failed: ${error.message}`)
}

/** Signs in through the sign-in page with `?next=` and waits until the app has gone there. */
export async function signInTo(page: Page, email: string, next: string): Promise<void> {
  await page.goto(`/sign-in?next=${encodeURIComponent(next)}`)
  await fillSignIn(page, email, PASSWORD)
  await page.waitForURL((url) => url.pathname === next)
}

/**
 * Signs `context` in by setting, as cookies, the session @supabase/ssr would store: for stories
 * about the pages, where no sign-in page may run in the browser first.
 */
export async function signInByCookie(context: BrowserContext, email: string): Promise<void> {
  const { url, publishableKey } = backend()
  const jar = await signedInJar(url, publishableKey, email, PASSWORD)
  await context.addCookies([...jar].map(([name, value]) => ({ name, value, url: E2E_BASE_URL })))
}

/**
 * The `/invite/<token>` path from the invitation email to `email`, rebased onto the e2e server:
 * the function builds links from its SITE_URL, which is the dev server's origin.
 */
export async function invitationPath(email: string): Promise<string> {
  let id: string | undefined
  await expect
    .poll(
      async () => {
        const query = new URLSearchParams({ query: `to:${email} subject:invited` })
        const response = await fetch(`${mailboxUrl()}/api/v1/search?${query}`)
        const { messages } = (await response.json()) as { messages: { ID: string }[] }
        id = messages[0]?.ID
        return id
      },
      { message: `an invitation email to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy()
  const response = await fetch(`${mailboxUrl()}/api/v1/message/${encodeURIComponent(id ?? '')}`)
  const { Text } = (await response.json()) as { Text: string }
  const link = /https?:\/\/\S+\/invite\/[A-Za-z0-9_-]+/.exec(Text)?.[0]
  if (!link) throw new Error(`No /invite/ link in the email to ${email}.`)
  return new URL(link).pathname
}

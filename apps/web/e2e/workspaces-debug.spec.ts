import { expect, test, type BrowserContext } from '@playwright/test'
import { createServerClient } from '@supabase/ssr'
import { newUser, PASSWORD } from './auth-helpers.ts'
import { E2E_BASE_URL, e2eEnv } from './e2e-env.ts'
import { createConfirmedUser, createWorkspaceAs, invitationPath, uniqueSlug } from './workspace-helpers.ts'

async function cookieSignIn(context: BrowserContext, email: string) {
  const env = e2eEnv()
  const jar: { name: string; value: string }[] = []
  const client = createServerClient(env.NEXT_PUBLIC_SUPABASE_URL!, env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY!, {
    cookies: { getAll: () => jar, setAll: (list) => { for (const c of list) jar.push({ name: c.name, value: c.value }) } },
  })
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD })
  if (error) throw error
  await context.addCookies(jar.map((c) => ({ ...c, url: E2E_BASE_URL })))
}

test('debug pages', async ({ browser }) => {
  const ctx = await browser.newContext()
  const page = await ctx.newPage()
  page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()) })
  const u = newUser('dbg')
  await createConfirmedUser(u.email, u.name)
  const taken = uniqueSlug('taken')
  await createWorkspaceAs(u.email, 'Taken Team', taken)
  await cookieSignIn(ctx, u.email)
  const slug = taken
  await page.goto(`/w/${slug}`)
  await page.screenshot({ path: '/tmp/ws-home.png' })
  await page.goto(`/w/${slug}/settings`)
  await page.getByLabel('Workspace name').fill('Renamed Team')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByTestId('workspace-name')).toHaveText('Renamed Team')
  await page.getByRole('button', { name: 'Delete workspace' }).click()
  await page.getByRole('dialog').getByRole('textbox').fill(slug)
  await page.screenshot({ path: '/tmp/ws-delete.png' })
  await page.getByRole('dialog').getByRole('button', { name: 'Delete workspace' }).click()
  await page.waitForURL('/w')
  await page.goto(`/w/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("This page doesn't exist")
})

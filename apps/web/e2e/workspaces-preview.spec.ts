import { test } from '@playwright/test'
import { newUser } from './auth-helpers.ts'
import { createConfirmedUser, createWorkspaceAs, signInTo, uniqueSlug } from './workspace-helpers.ts'

test('preview', async ({ page }) => {
  const u = newUser('prev')
  await createConfirmedUser(u.email, u.name)
  await signInTo(page, u.email, '/w/tmp-preview')
  await page.screenshot({ path: '/tmp/ws-empty.png', fullPage: true })
  await createWorkspaceAs(u.email, 'Acme Design', uniqueSlug('acme'))
  await createWorkspaceAs(u.email, 'Café Crème', uniqueSlug('cafe'))
  await page.reload()
  await page.screenshot({ path: '/tmp/ws-list.png', fullPage: true })
})

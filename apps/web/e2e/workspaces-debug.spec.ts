import { test } from '@playwright/test'
import { newUser } from './auth-helpers.ts'
import { createConfirmedUser, signInTo } from './workspace-helpers.ts'

test('debug sign-in', async ({ page }) => {
  page.on('console', (m) => console.log('console', m.type(), m.text()))
  page.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText))
  page.on('response', (r) => { if (r.url().includes('543')) console.log('resp', r.status(), r.url()) })
  const u = newUser('dbg')
  await createConfirmedUser(u.email, u.name)
  await signInTo(page, u.email, '/w/new').catch((e) => console.log('ERR', String(e)))
})

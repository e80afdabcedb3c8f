import { expect, type Page, test } from '@playwright/test'
import { person } from '../board-helpers.ts'
import { E2E_BASE_URL } from '../env.ts'
import { quietNetwork } from '../quiet-network.ts'
import { createWorkspaceAs, signInByCookie, uniqueSlug } from '../workspace-helpers.ts'

/**
 * `next dev`'s browser console stays clean (docs/decisions/dev-start.md): no request of the app's
 * own files fails (Turbopack once preloaded chunk names it never wrote) and nothing is logged as
 * an error or warning (React's "Encountered a script tag" on a 404 it rendered itself).
 */
function watch(page: Page) {
  const problems: string[] = []
  // The document of a 404 page is logged as a failed load: expected, and only for those pages.
  let expectedMissing: string | undefined
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    const source = message.location().url
    if (source === expectedMissing && message.text().startsWith('Failed to load resource')) return
    // Chrome's hint that a preloaded file ran later than a few seconds after the load event: a
    // matter of how long `next dev` takes to hydrate on a busy machine. Whether each preloaded
    // file exists is checked below, on its response.
    if (/was preloaded using link preload but not used within a few seconds/.test(message.text()))
      return
    problems.push(`console.${message.type()}: ${message.text()} (${source})`)
  })
  page.on('response', (response) => {
    const url = response.url()
    if (!url.startsWith(E2E_BASE_URL) || response.status() < 400 || url === expectedMissing) return
    problems.push(`${response.status()} ${url}`)
  })
  page.on('requestfailed', (request) => {
    // A navigation that the next one replaces is aborted by the browser, not failed by the server.
    if (request.failure()?.errorText === 'net::ERR_ABORTED' && request.isNavigationRequest()) return
    problems.push(`failed ${request.url()}: ${request.failure()?.errorText}`)
  })
  const quiet = quietNetwork(page)
  return {
    problems,
    /** Opens `path`; `missing`: its document is a 404 (the page then says so). */
    async visit(path: string, missing = false) {
      expectedMissing = missing ? new URL(path, E2E_BASE_URL).href : undefined
      await page.goto(path)
      await quiet()
    },
  }
}

test('visitor pages: landing, sign-in and a 404', async ({ page }) => {
  const browserConsole = watch(page)
  await browserConsole.visit('/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Plan, track and ship')
  await browserConsole.visit('/sign-in')
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await browserConsole.visit('/no-such-page', true)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("This page doesn't exist")
  expect(browserConsole.problems).toEqual([])
})

test('signed-in pages: a board, the account and 404s', async ({ page }) => {
  const owner = await person('devconsole')
  const slug = uniqueSlug('devconsole')
  await createWorkspaceAs(owner.email, 'Dev console', slug)
  // The session @supabase/ssr would store, set as cookies: the pages are under test, not the
  // sign-in form (which `next dev` may hydrate after a quick fill).
  await signInByCookie(page.context(), owner.email)
  const browserConsole = watch(page)
  await browserConsole.visit(`/w/${slug}`)
  await expect(page.getByRole('list', { name: 'Viewing now' })).toBeVisible()
  await browserConsole.visit('/account')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // A page's notFound() and a layout's (the workspace's): Next renders the latter client-side.
  await browserConsole.visit(`/w/${slug}/tasks/999999`, true)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("This page doesn't exist")
  await browserConsole.visit('/w/no-such-workspace', true)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("This page doesn't exist")
  expect(browserConsole.problems).toEqual([])
})

import { expect, test } from './console-errors.ts'
import { team } from './board-helpers.ts'
import {
  BUDGET,
  type BudgetPage,
  budgetTable,
  limitOf,
  overBudgetDetail,
  type PageWeight,
  weighPage,
} from './js-budget.ts'
import { signInTo } from './workspace-helpers.ts'

/**
 * The JS budget check (js-budget.ts): every page's first load, empty cache, within its budget of compressed
 * JavaScript. Bytes are deterministic for a build, so this is a fair CI check (times are not:
 * they live in `pnpm bench`). The table is printed whether or not a page is over.
 */
test('every page ships its first load within the JavaScript budget', async ({
  browser,
  consoleErrors,
}) => {
  // The 404 page is weighed too: the browser logs its status.
  consoleErrors.allow(/status of 404 .*\/no-such-page\)$/)
  // Eleven cold loads and one sign-in: ~30 s on an idle machine, more on a shared 2-core one.
  test.setTimeout(240_000)
  const { slug, owner } = await team()
  const signIn = await browser.newContext()
  await signInTo(await signIn.newPage(), owner.email, `/w/${slug}`)
  const session = await signIn.storageState()
  await signIn.close()

  const pages: BudgetPage[] = [
    { name: '/', path: '/', budget: BUDGET.landing, noScript: true },
    { name: '/sign-in', path: '/sign-in', budget: BUDGET.auth },
    { name: '/sign-up', path: '/sign-up', budget: BUDGET.auth },
    { name: '/forgot-password', path: '/forgot-password', budget: BUDGET.auth },
    { name: '404', path: '/no-such-page', budget: BUDGET.other },
    { name: '/w', path: '/w', budget: BUDGET.other, signedIn: true },
    { name: '/w/[slug]', path: `/w/${slug}`, budget: BUDGET.board, signedIn: true },
    {
      name: '/w/[slug]/settings',
      path: `/w/${slug}/settings`,
      budget: BUDGET.other,
      signedIn: true,
    },
    {
      name: '/w/[slug]/settings/members',
      path: `/w/${slug}/settings/members`,
      budget: BUDGET.other,
      signedIn: true,
    },
    { name: '/account', path: '/account', budget: BUDGET.other, signedIn: true },
    // Signed in (a recovery link signs the user in), so it ships the signed-in shell: not an
    // auth-screen budget. 233.4 kB with react-hook-form, 196.2 kB without (2026-11-26).
    {
      name: '/update-password',
      path: '/update-password',
      budget: BUDGET.other,
      signedIn: true,
    },
  ]
  const weights: PageWeight[] = []
  for (const page of pages) {
    const started = Date.now()
    weights.push(await weighPage(browser, page, page.signedIn ? { storageState: session } : {}))
    console.log(`  weighed ${page.name} in ${Date.now() - started} ms`)
  }
  const table = budgetTable(weights)
  console.log(`\nJavaScript budgets (compressed, cold load):\n${table}\n`)
  const detail = overBudgetDetail(weights)
  if (detail) console.log(`Largest scripts of the pages over their budget:\n${detail}\n`)
  await test.info().attach('js-budgets.md', { body: table, contentType: 'text/markdown' })

  // A page that failed to load would weigh next to nothing and pass: each must have answered as
  // it should and, unless it is served without JavaScript by design, have run its JS.
  for (const { page, status, files } of weights) {
    expect(status, `${page.name} answered ${status}`).toBe(page.name === '404' ? 404 : 200)
    if (page.noScript) expect(files, `${page.name} loaded a script`).toBe(0)
    else expect(files, `${page.name} loaded no script`).toBeGreaterThan(0)
  }
  const over = weights
    .filter(({ page, bytes }) => bytes > limitOf(page))
    .map(({ page }) => page.name)
  expect(over, `pages over their JavaScript limit:\n${table}`).toEqual([])
})

import { type Locator, type Page } from '@playwright/test'
import { expect, test } from './console-errors.ts'
import {
  card,
  column,
  grip,
  openBoard,
  reloadWhenSaved,
  seedTasks,
  team,
  touchBoard,
} from './board-helpers.ts'
import { pressUntilFocused } from './keyboard-helpers.ts'

test.describe.configure({ timeout: 90_000 })

/**
 * The card menus and filter selects load on first use (the JS budgets, apps/web/e2e/js-budget.ts): a stand-in until then. Scripts
 * are held back a moment, so the press always lands before the menu's code has arrived and the
 * stand-in has to hand over: open, and with the focus.
 */
async function holdScripts(page: Page) {
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.continue()
  })
}

async function cardActions(page: Page, title: string): Promise<Locator> {
  const key = await card(page, title).getByTestId('task-key').textContent()
  return page.getByRole('button', { name: `Actions for ${key}` })
}

test("a card's menu works on its first use with the pointer", async ({ browser }) => {
  const { slug, workspaceId, owner } = await team()
  await seedTasks(owner.email, workspaceId, [{ title: 'Book the venue' }])
  const page = await openBoard(browser, owner, slug)
  await holdScripts(page)

  await (await cardActions(page, 'Book the venue')).click()
  await expect(page.getByRole('menu')).toBeVisible()
  await page.getByRole('menuitem', { name: 'Priority' }).click()
  await page.getByRole('menuitemradio', { name: 'High' }).click()
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(card(page, 'Book the venue').getByTestId('task-priority')).toHaveText('High')

  // Saved, not only shown.
  await reloadWhenSaved(page)
  await expect(card(page, 'Book the venue').getByTestId('task-priority')).toHaveText('High')
})

test("a card's menu and the filters work on their first use with the keyboard", async ({
  browser,
}) => {
  const { slug, workspaceId, owner } = await team()
  await seedTasks(owner.email, workspaceId, [
    { title: 'Print the badges' },
    { title: 'Order the coffee' },
  ])
  const page = await openBoard(browser, owner, slug)
  await holdScripts(page)

  // Enter on the stand-in before the menu's code is here: the menu opens once it arrives.
  const actions = await cardActions(page, 'Print the badges')
  await grip(page, 'Print the badges').focus()
  await pressUntilFocused(page, 'Tab', actions)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menu')).toBeVisible()
  await pressUntilFocused(page, 'ArrowDown', page.getByRole('menuitem', { name: 'Priority' }))
  await page.keyboard.press('ArrowRight')
  await pressUntilFocused(page, 'ArrowDown', page.getByRole('menuitemradio', { name: 'Low' }))
  await page.keyboard.press('Enter')
  await expect(card(page, 'Print the badges').getByTestId('task-priority')).toHaveText('Low')

  // Focus alone loads the menu: the real trigger takes the focus over, and ArrowDown opens it.
  const other = await cardActions(page, 'Order the coffee')
  await other.focus()
  await expect(other).toHaveAttribute('data-state', 'closed')
  await expect(other).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Edit title' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)

  // The priority filter: Enter on its stand-in opens the list on the current choice.
  const priority = page.getByRole('combobox', { name: 'Priority' })
  await expect(priority).toHaveText('Any priority')
  await priority.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('option', { name: 'Any priority' })).toBeFocused()
  await pressUntilFocused(page, 'ArrowDown', page.getByRole('option', { name: 'Low' }))
  await page.keyboard.press('Enter')
  await expect(priority).toHaveText('Low')
  await expect(priority).toBeFocused()
  await expect(page).toHaveURL(/[?&]priority=low/)
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(card(page, 'Print the badges')).toBeVisible()
})

test('once the board has been touched, its menus and filters work offline', async ({
  browser,
  consoleErrors,
}) => {
  // Offline, the links' prefetches fail, and Chromium logs each.
  consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED/)
  const { slug, workspaceId, owner } = await team()
  await seedTasks(owner.email, workspaceId, [
    { title: 'Pack the banners' },
    { title: 'Tape', priority: 'high' },
  ])
  const page = await openBoard(browser, owner, slug)
  await touchBoard(page)
  await page.context().setOffline(true)

  await page.getByRole('combobox', { name: 'Priority' }).click()
  await page.getByRole('option', { name: 'No priority' }).click()
  await expect(page.getByRole('article')).toHaveCount(1)
  await (await cardActions(page, 'Pack the banners')).click()
  await page.getByRole('menuitem', { name: 'Status' }).click()
  await page.getByRole('menuitemradio', { name: 'Done' }).click()
  await expect(column(page, 'Done')).toContainText('Pack the banners')
  await page.context().setOffline(false)
})

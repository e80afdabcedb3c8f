import { expect, type Page, type Route, test } from '@playwright/test'
import { card, column, openBoard, seedTasks, team } from './board-helpers.ts'

// Dragging loads with the first input, not with the board (use-deferred-dnd.ts; the JS budgets, apps/web/e2e/js-budget.ts). These
// hold that download back, so the drag starts before dragging exists, and check that it lands.
test.describe.configure({ timeout: 90_000 })

const chunks = '**/_next/static/chunks/**'

/** Holds every script the page asks for from now on, until the returned release is called. */
async function holdScripts(page: Page) {
  await page.reload()
  await expect(page.getByRole('list', { name: 'Viewing now' })).toBeVisible()
  const held: Route[] = []
  let holding = true
  await page.route(chunks, async (route) => {
    if (holding) held.push(route)
    else await route.continue()
  })
  return {
    asked: () => held.length,
    release: async () => {
      holding = false
      await Promise.all(held.map((route) => route.continue()))
    },
    /** Lets the held scripts through one at a time, in the order they were asked for. */
    releaseInTurn: async () => {
      holding = false
      for (const route of held) {
        await route.continue()
        await page.waitForTimeout(500)
      }
    },
  }
}

function grip(page: Page, title: string) {
  return card(page, title).getByRole('button', { name: /^Move / })
}

test('a pointer drag pressed before dragging has loaded still moves the card', async ({
  browser,
}) => {
  const { slug, workspaceId, owner } = await team()
  await seedTasks(owner.email, workspaceId, [{ title: 'Pressed early' }])
  const page = await openBoard(browser, owner, slug)
  const scripts = await holdScripts(page)

  const from = (await card(page, 'Pressed early').boundingBox())!
  const to = (await column(page, 'In progress').boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await expect.poll(scripts.asked).toBeGreaterThan(0)
  // Not sortable yet: the press is all the page has seen.
  await expect(grip(page, 'Pressed early')).not.toHaveAttribute('aria-roledescription', 'sortable')

  await scripts.release()
  await expect(grip(page, 'Pressed early')).toHaveAttribute('aria-roledescription', 'sortable')
  await page.mouse.move(from.x + 20, from.y + 10, { steps: 5 })
  await page.mouse.move(to.x + to.width / 2, to.y + 30, { steps: 15 })
  await page.mouse.up()
  await expect(column(page, 'In progress')).toContainText('Pressed early')
  await page.reload()
  await expect(column(page, 'In progress')).toContainText('Pressed early')
})

test('Space on a grip before dragging has loaded picks the card up, focus kept', async ({
  browser,
}) => {
  const { slug, workspaceId, owner } = await team()
  await seedTasks(owner.email, workspaceId, [{ title: 'Keys early' }, { title: 'Stays put' }])
  const page = await openBoard(browser, owner, slug)
  const scripts = await holdScripts(page)

  await grip(page, 'Keys early').focus()
  await page.keyboard.press('Space')
  await expect.poll(scripts.asked).toBeGreaterThan(0)
  await scripts.release()

  const announcer = page.locator('[id^="DndLiveRegion"]')
  await expect(announcer).toHaveText(/is over Todo, position 1 of 2\.$/)
  // The card's own grip (the one under the pointer's overlay comes after it) has the focus.
  await expect(grip(page, 'Keys early').first()).toBeFocused()
  await page.waitForTimeout(300)
  await page.keyboard.press('ArrowRight')
  await expect(announcer).toHaveText(/is over In progress, at the end\.$/)
  await page.keyboard.press('Space')
  await expect(column(page, 'In progress')).toContainText('Keys early')
  await expect(column(page, 'Todo')).toContainText('Stays put')
})

test('a card menu opened while dragging loads stays open through the swap', async ({ browser }) => {
  const { slug, workspaceId, owner } = await team()
  await seedTasks(owner.email, workspaceId, [{ title: 'Menu early' }])
  const page = await openBoard(browser, owner, slug)
  const scripts = await holdScripts(page)

  // The held chunks (dragging's, the menus') arrive one at a time while the menu is opening:
  // swapping in dragging must not close it (use-deferred-dnd.ts, canSwap).
  await page.getByRole('button', { name: /^Actions for / }).click()
  await expect.poll(scripts.asked).toBeGreaterThan(1)
  await scripts.releaseInTurn()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await expect(card(page, 'Menu early')).toHaveCount(0)
  // Then dragging arrives, once the menu has closed.
  await expect(page.getByTestId('board-empty')).toBeVisible()
})

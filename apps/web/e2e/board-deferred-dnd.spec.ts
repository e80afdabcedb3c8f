import { type Page, type Route } from '@playwright/test'
import { expect, test } from './console-errors.ts'
import {
  card,
  column,
  dragAnnouncer,
  grip,
  openBoard,
  reloadWhenSaved,
  seedTasks,
  team,
} from './board-helpers.ts'

// Dragging loads with the first input, not with the board (docs/decisions/deferred-loading.md).
// These hold that download back, so the drag starts before dragging exists, and check that it
// goes on as the user meant once it has arrived: nothing replayed, the press or key goes on.
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
      // Fetched: every chunk the page has asked for has a finished resource timing entry.
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.querySelectorAll<HTMLScriptElement>('script[src*="/_next/static/"]')]
              .filter((script) => !script.noModule)
              .every((script) => performance.getEntriesByName(script.src).length > 0),
          ),
        )
        .toBe(true)
    },
  }
}

const sortable = ['aria-roledescription', 'sortable'] as const

test('a mouse drag pressed before dragging has loaded goes on once it has', async ({ browser }) => {
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
  await expect(grip(page, 'Pressed early')).not.toHaveAttribute(...sortable)

  await scripts.release()
  // The same press, never released, now drags the card: dragging is swapped in on its first
  // move (until then it may still be a click).
  await page.mouse.move(from.x + 20, from.y + 10, { steps: 5 })
  // The card's own grip (the overlay's comes after it once the drag has begun).
  await expect(grip(page, 'Pressed early').first()).toHaveAttribute(...sortable)
  await page.mouse.move(to.x + to.width / 2, to.y + 30, { steps: 15 })
  await page.mouse.up()
  await expect(column(page, 'In progress')).toContainText('Pressed early')
  await reloadWhenSaved(page)
  await expect(column(page, 'In progress')).toContainText('Pressed early')
})

test('a press released before dragging has loaded drags nothing afterwards', async ({
  browser,
}) => {
  const { slug, workspaceId, owner } = await team()
  await seedTasks(owner.email, workspaceId, [{ title: 'Clicked early' }])
  const page = await openBoard(browser, owner, slug)
  const scripts = await holdScripts(page)

  const from = (await card(page, 'Clicked early').boundingBox())!
  const to = (await column(page, 'In progress').boundingBox())!
  await page.mouse.click(from.x + from.width / 2, from.y + from.height / 2)
  await expect.poll(scripts.asked).toBeGreaterThan(0)
  await scripts.release()
  await expect(grip(page, 'Clicked early')).toHaveAttribute(...sortable)
  // The pointer passes over the card with no button down: the card stays where it is.
  await page.mouse.move(from.x + 20, from.y + 10, { steps: 5 })
  await page.mouse.move(to.x + to.width / 2, to.y + 30, { steps: 15 })
  await expect(dragAnnouncer(page)).toBeEmpty()
  await expect(column(page, 'Todo')).toContainText('Clicked early')
})

test('Space on a grip before dragging has loaded picks the card up once it has', async ({
  browser,
}) => {
  const { slug, workspaceId, owner } = await team()
  await seedTasks(owner.email, workspaceId, [{ title: 'Keys early' }, { title: 'Stays put' }])
  const page = await openBoard(browser, owner, slug)
  const scripts = await holdScripts(page)

  await grip(page, 'Keys early').focus()
  await page.keyboard.press('Space')
  await expect.poll(scripts.asked).toBeGreaterThan(0)
  await expect(grip(page, 'Keys early')).not.toHaveAttribute(...sortable)
  await scripts.release()

  const announcer = dragAnnouncer(page)
  await expect(announcer).toHaveText(/Todo, position 1 of 2\.$/)
  // The card's own grip (the one under the pointer's overlay comes after it) has the focus.
  await expect(grip(page, 'Keys early').first()).toBeFocused()
  // The droppables are measured on the frames after pickup, as a person takes a moment to
  // (as in board-live.spec.ts).
  await page.waitForTimeout(300)
  await page.keyboard.press('ArrowRight')
  await expect(announcer).toHaveText(/is over In progress, at the end\.$/)
  await page.keyboard.press('Space')
  await expect(announcer).toHaveText(/was dropped in In progress, at the end\.$/)
  await expect(column(page, 'In progress')).toContainText('Keys early')
  await expect(column(page, 'Todo')).toContainText('Stays put')
  await reloadWhenSaved(page)
  await expect(column(page, 'In progress')).toContainText('Keys early')
})

test('a card menu opened while dragging loads stays open through the swap', async ({ browser }) => {
  const { slug, workspaceId, owner } = await team()
  await seedTasks(owner.email, workspaceId, [{ title: 'Menu early' }])
  const page = await openBoard(browser, owner, slug)
  const scripts = await holdScripts(page)

  // Dragging's and the menus' scripts arrive together while the menu is opening.
  await page.getByRole('button', { name: /^Actions for / }).click()
  await expect.poll(scripts.asked).toBeGreaterThan(1)
  await scripts.release()
  await expect(page.getByRole('menu')).toBeVisible()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await expect(card(page, 'Menu early')).toHaveCount(0)
  await expect(page.getByTestId('board-empty')).toBeVisible()
})

test('a title being typed while dragging loads is kept, and dragging comes after', async ({
  browser,
}) => {
  const { slug, workspaceId, owner } = await team()
  await seedTasks(owner.email, workspaceId, [{ title: 'Typed early' }])
  const page = await openBoard(browser, owner, slug)
  const scripts = await holdScripts(page)

  await card(page, 'Typed early').getByText('Typed early').dblclick()
  const input = page.getByRole('textbox', { name: 'Task title' })
  await expect(input).toBeFocused()
  await input.fill('Typed early, then saved')
  await expect.poll(scripts.asked).toBeGreaterThan(0)
  await scripts.release()
  // Dragging has arrived but waits (its live region comes with it): the input and what was
  // typed stay.
  await expect(dragAnnouncer(page)).toHaveCount(0)
  await expect(input).toHaveValue('Typed early, then saved')
  await expect(input).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(card(page, 'Typed early, then saved')).toBeVisible()
  await expect(grip(page, 'Typed early, then saved')).toHaveAttribute(...sortable)
})

test('a click on + pressed before dragging has loaded opens the form once released', async ({
  browser,
}) => {
  const { slug, workspaceId, owner } = await team()
  await seedTasks(owner.email, workspaceId, [{ title: 'Already here' }])
  const page = await openBoard(browser, owner, slug)
  const scripts = await holdScripts(page)

  const add = (await page.getByRole('button', { name: 'Add a task to Todo' }).boundingBox())!
  await page.mouse.move(add.x + add.width / 2, add.y + add.height / 2)
  await page.mouse.down()
  await expect.poll(scripts.asked).toBeGreaterThan(0)
  await scripts.release()
  // Held as a slow press is, while dragging arrives: swapped in now, the button under the
  // pointer would be a new one at the release, and the click would never happen.
  await page.waitForTimeout(500)
  await expect(dragAnnouncer(page)).toHaveCount(0)
  await page.mouse.up()
  const input = page.getByLabel('New task in Todo')
  await expect(input).toBeFocused()
  await input.fill('Added while loading')
  await input.press('Enter')
  await expect(card(page, 'Added while loading')).toBeVisible()
  await input.press('Escape')
  await expect(grip(page, 'Added while loading')).toHaveAttribute(...sortable)
})

import type { Browser, Locator, Page } from '@playwright/test'
import { expect, test } from './console-errors.ts'
import {
  boardColumns,
  card,
  column,
  dragAnnouncer,
  openBoard,
  type Person,
  reloadWhenSaved,
  seedTasks,
  team,
  touchBoard,
} from './board-helpers.ts'

// A pointer drop lands where the pointer is, not where the dragged card's outline reaches
// (drop-collisions.ts), and the board shows a new board's six columns at a laptop's width.
test.describe.configure({ timeout: 90_000 })

const columns = ['Backlog', 'Todo', 'In progress', 'In review', 'Done', 'Canceled']

/** The cards' titles in a column, top to bottom. */
function titles(page: Page, name: string) {
  return column(page, name).getByTestId('task-card').locator('[data-card-title]').allTextContents()
}

/**
 * A person's drag of `from`, held `grab` px from its top-left corner, until the pointer is at
 * `to` (page coordinates): past the 5 px threshold first, then in steps. Let go once the board
 * says the card is over `column`, as a person waits to see where it would land: dnd-kit works out
 * what is under the pointer a frame after it moves, and a release before then drops it where the
 * pointer was.
 */
async function dragTo(
  page: Page,
  from: Locator,
  grab: { x: number; y: number },
  to: Point,
  column: string,
) {
  // This card's words, not the last drag's, which the live region may still hold.
  const key = await from.getByTestId('task-key').textContent()
  const box = (await from.boundingBox())!
  const start = { x: box.x + grab.x, y: box.y + grab.y }
  await page.mouse.move(start.x, start.y)
  await page.mouse.down()
  await page.mouse.move(start.x + 10, start.y + 6, { steps: 5 })
  await page.mouse.move(to.x, to.y, { steps: 20 })
  await expect(dragAnnouncer(page)).toContainText(`${key} is over ${column}`)
  await page.mouse.up()
}

interface Point {
  x: number
  y: number
}

/** The owner's board at 1 280 × 900 once dragging has loaded (use-deferred-dnd.ts). */
async function draggableBoard(browser: Browser, owner: Person, slug: string): Promise<Page> {
  const page = await openBoard(browser, owner, slug)
  await page.setViewportSize({ width: 1280, height: 900 })
  await touchBoard(page)
  await expect(
    page.locator('[data-drag-handle][aria-roledescription="sortable"]').first(),
  ).toBeVisible()
  return page
}

async function middleOf(locator: Locator): Promise<Point> {
  const box = (await locator.boundingBox())!
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

test('at 1 280 px the board spans the window and shows all six columns', async ({ browser }) => {
  const { slug, workspaceId, owner, mate } = await team('member')
  await seedTasks(owner.email, workspaceId, [{ title: 'Write the brief' }])
  const page = await openBoard(browser, mate, slug)
  await page.setViewportSize({ width: 1280, height: 720 })
  for (const name of columns)
    await expect(column(page, name).getByRole('heading', { name, exact: true })).toBeInViewport({
      ratio: 1,
    })
  // No centred container: the first column starts at the window's left padding.
  const backlog = (await column(page, 'Backlog').boundingBox())!
  expect(backlog.x).toBeLessThan(32)
})

test('a card dropped by pointer in the middle of an empty column lands there', async ({
  browser,
}) => {
  const { slug, workspaceId, owner } = await team()
  // A long Todo makes every column as tall as it: "In review" is a tall, empty list.
  await seedTasks(
    owner.email,
    workspaceId,
    Array.from({ length: 8 }, (_, i) => ({ title: `Todo ${i + 1}` })),
  )
  const page = await draggableBoard(browser, owner, slug)
  const list = column(page, 'In review').getByRole('list', { name: 'In review tasks' })
  await dragTo(page, card(page, 'Todo 3'), { x: 20, y: 10 }, await middleOf(list), 'In review')
  await expect.poll(() => titles(page, 'In review')).toEqual(['Todo 3'])
  await reloadWhenSaved(page)
  await expect.poll(() => titles(page, 'In review')).toEqual(['Todo 3'])
})

test('a drag aimed at a column lands in it, before the card the pointer is above', async ({
  browser,
}) => {
  const { slug, workspaceId, owner } = await team()
  const ids = new Map((await boardColumns(workspaceId)).map(({ id, name }) => [name, id]))
  await seedTasks(owner.email, workspaceId, [
    { title: 'Aimed' },
    { title: 'Second aim' },
    { title: 'Under review', column_id: ids.get('In review') },
    { title: 'Finished', column_id: ids.get('Done') },
  ])
  const page = await draggableBoard(browser, owner, slug)

  // Held by its left edge and let go near In review's right side: the card's outline lies
  // mostly over Done, the pointer over In review's empty space below its card.
  const review = (await column(page, 'In review').boundingBox())!
  const below = (await card(page, 'Under review').boundingBox())!
  await dragTo(
    page,
    card(page, 'Aimed'),
    { x: 6, y: 20 },
    { x: review.x + review.width - 24, y: below.y + below.height + 60 },
    'In review',
  )
  await expect.poll(() => titles(page, 'In review')).toEqual(['Under review', 'Aimed'])
  expect(await titles(page, 'Done')).toEqual(['Finished'])

  // Held by its top and let go a little above the middle of "Under review": the outline's middle
  // is below that card's, the pointer above it, so it goes first.
  const target = (await card(page, 'Under review').boundingBox())!
  await dragTo(
    page,
    card(page, 'Second aim'),
    { x: 40, y: 4 },
    { x: target.x + target.width / 2, y: target.y + target.height / 2 - 6 },
    'In review',
  )
  await expect
    .poll(() => titles(page, 'In review'))
    .toEqual(['Second aim', 'Under review', 'Aimed'])
  await reloadWhenSaved(page)
  await expect
    .poll(() => titles(page, 'In review'))
    .toEqual(['Second aim', 'Under review', 'Aimed'])
})

import { type Locator, type Page } from '@playwright/test'
import { expect, test } from './console-errors.ts'
import {
  card,
  column,
  consoleProblems,
  dragAnnouncer,
  grip,
  openBoard,
  reloadWhenSaved,
  seedTasks,
  team,
  touchBoard,
} from './board-helpers.ts'
import { openTaskPage } from './detail-helpers.ts'

// Reordering by pointer drag — a board's columns by their headers, a task's checklist items by
// their grips — and by the keyboard's drag, and the detail's status select speaking columns; in
// two browsers against the real backend and realtime. The buttons' keyboard reorders are in
// boards.spec.ts.
test.describe.configure({ timeout: 120_000 })

function columnNames(page: Page): Promise<string[]> {
  return page.getByTestId('board-column').locator('h2').allTextContents()
}

async function center(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not on screen')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** A person's drag: press on `from`, move past the 5 px threshold, then in steps onto `to`. */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = await center(from)
  const end = await center(to)
  await page.mouse.move(start.x, start.y)
  await page.mouse.down()
  await page.mouse.move(start.x + (end.x > start.x ? 10 : -10), start.y + 6, { steps: 5 })
  await page.mouse.move(end.x, end.y, { steps: 15 })
  await page.mouse.up()
}

function heading(page: Page, name: string) {
  return column(page, name).getByRole('heading', { name, exact: true })
}

test('an owner drags a column by its header, B sees the order live; a member cannot', async ({
  browser,
}) => {
  const { slug, owner, mate } = await team('member')
  const a = await openBoard(browser, owner, slug)
  const b = await openBoard(browser, mate, slug)
  const problems = [a, b].map(consoleProblems)
  await touchBoard(a)

  await drag(a, heading(a, 'In review'), heading(a, 'Todo'))
  const order = ['Backlog', 'In review', 'Todo', 'In progress', 'Done', 'Canceled']
  await expect.poll(() => columnNames(a)).toEqual(order)
  await expect.poll(() => columnNames(b)).toEqual(order)
  await a.reload()
  await expect.poll(() => columnNames(a)).toEqual(order)

  // A member's headers do not drag: the same gesture leaves the board as it was, for B and A.
  await touchBoard(b)
  await expect(column(b, 'Done').locator('header')).not.toHaveAttribute('data-column-drag')
  await drag(b, heading(b, 'Done'), heading(b, 'Backlog'))
  expect(await columnNames(b)).toEqual(order)
  await b.reload()
  await expect.poll(() => columnNames(b)).toEqual(order)
  expect(problems.flat()).toEqual([])
})

function checklistOrder(page: Page) {
  return page
    .getByRole('list', { name: 'Checklist items' })
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')))
}

test('checklist items reorder by pointer and by keyboard drag, announced, saved and live', async ({
  browser,
}) => {
  const { slug, workspaceId, owner, mate } = await team('member')
  await seedTasks(owner.email, workspaceId, [{ title: 'Plan the offsite' }])
  const a = await openTaskPage(browser, owner, slug, 1)
  const b = await openTaskPage(browser, mate, slug, 1)
  const problems = [a, b].map(consoleProblems)
  const newItem = a.getByLabel('New checklist item')
  for (const step of ['Venue', 'Dates', 'Budget']) {
    await newItem.fill(step)
    await newItem.press('Enter')
  }
  // A's three adds go out one after the other, and B reloads its list on each. On a loaded
  // 2-core machine, the adds alone once took 7 s, so B is checked from the moment A has saved.
  await expect(a.getByRole('list', { name: 'Checklist items' })).toHaveAttribute(
    'aria-busy',
    'false',
    { timeout: 30_000 },
  )
  await expect.poll(() => checklistOrder(b)).toEqual(['Venue', 'Dates', 'Budget'])

  // The pointer: Budget's grip onto Venue's, to the top.
  const reorder = (name: string) => a.getByRole('button', { name: `Reorder ${name}` })
  await drag(a, reorder('Budget'), reorder('Venue'))
  await expect.poll(() => checklistOrder(a)).toEqual(['Budget', 'Venue', 'Dates'])
  await expect.poll(() => checklistOrder(b)).toEqual(['Budget', 'Venue', 'Dates'])

  // The keyboard: Space picks Dates up, ArrowUp moves it one place, Space drops it; a screen
  // reader hears each step.
  const announcer = dragAnnouncer(a)
  await reorder('Dates').focus()
  await a.keyboard.press('Space')
  await expect(announcer).toContainText('Picked up Dates. It is at position 3 of 3.')
  await a.keyboard.press('ArrowUp')
  await expect(announcer).toContainText('Dates is over position 2 of 3.')
  await a.keyboard.press('Space')
  await expect(announcer).toContainText('Dates was dropped at position 2 of 3.')
  await expect(reorder('Dates')).toBeFocused()
  await expect.poll(() => checklistOrder(a)).toEqual(['Budget', 'Dates', 'Venue'])
  await expect.poll(() => checklistOrder(b)).toEqual(['Budget', 'Dates', 'Venue'])

  // Saved (the list is no longer busy) before the reload, as a person waits for it.
  await expect(a.getByRole('list', { name: 'Checklist items' })).toHaveAttribute(
    'aria-busy',
    'false',
  )
  await a.reload()
  await expect.poll(() => checklistOrder(a)).toEqual(['Budget', 'Dates', 'Venue'])
  expect(problems.flat()).toEqual([])
})

test("the detail's status offers the board's columns and moves the task there, live", async ({
  browser,
}) => {
  const { slug, workspaceId, owner, mate } = await team('member')
  await seedTasks(owner.email, workspaceId, [{ title: 'Review the contract' }])
  const a = await openTaskPage(browser, owner, slug, 1)
  const b = await openBoard(browser, mate, slug)
  const problems = [a, b].map(consoleProblems)
  await expect(column(b, 'Todo')).toContainText('Review the contract')

  // In review is a second column of the started group: the five groups never offered it.
  const status = a.getByRole('combobox', { name: /^Status/ })
  await expect(status).toHaveText('Todo')
  await status.click()
  // Exactly the board's columns, in the board's order.
  await expect(a.getByRole('option')).toHaveText(await columnNames(b))
  await a.getByRole('option', { name: 'In review' }).click()
  await expect(status).toHaveText('In review')
  await expect(column(b, 'In review')).toContainText('Review the contract')
  await expect(card(b, 'Review the contract')).toHaveCount(1)
  await expect(a.getByTestId('activity').last()).toContainText(
    `${owner.name} moved this from Todo to In review`,
  )
  await a.reload()
  await expect(a.getByRole('combobox', { name: /^Status/ })).toHaveText('In review')
  expect(problems.flat()).toEqual([])
})

test('an arrow pressed the moment a card is picked up moves it, and the Space does not drop it', async ({
  browser,
}) => {
  const { slug, workspaceId, owner } = await team()
  await seedTasks(owner.email, workspaceId, [
    { title: 'Quick' },
    { title: 'Middle' },
    { title: 'Last' },
  ])
  const page = await openBoard(browser, owner, slug)
  const problems = consoleProblems(page)
  await touchBoard(page)
  const handle = grip(page, 'Quick')
  await expect(handle).toHaveAttribute('aria-roledescription', 'sortable')
  await handle.focus()
  // Both keys in one task of the page, so that no timer runs between them: dnd-kit's own
  // keyboard sensor listens for keys only from a timer after the pickup, and lost this arrow
  // (src/lib/keyboard-drag-sensor.ts).
  const pickedUp = await handle.evaluate(async (node) => {
    const press = (code: string, key: string) =>
      node.dispatchEvent(
        new KeyboardEvent('keydown', { code, key, bubbles: true, cancelable: true }),
      )
    press('Space', ' ')
    // The pickup renders and is announced on microtasks, before any timer.
    const live = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? ''
    for (let tick = 0; tick < 100 && !live().includes(' is over '); tick++) await Promise.resolve()
    const heard = live()
    press('ArrowDown', 'ArrowDown')
    return heard
  })
  expect(pickedUp).toBe('CREW-1 is over Todo, position 1 of 3.')
  const announcer = dragAnnouncer(page)
  await expect(announcer).toHaveText('CREW-1 is over Todo, position 2 of 3.')
  await page.keyboard.press('Space')
  await expect(announcer).toHaveText('CREW-1 was dropped in Todo, position 2 of 3.')
  await reloadWhenSaved(page)
  await expect(column(page, 'Todo').getByRole('article')).toHaveText([/Middle/, /Quick/, /Last/])
  expect(problems).toEqual([])
})

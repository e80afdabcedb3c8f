import { type Page } from '@playwright/test'
import { expect, test } from './console-errors.ts'
import {
  card,
  column,
  createTask,
  openBoard,
  openCardMenu,
  seedTasks,
  team,
  touchBoard,
} from './board-helpers.ts'

// Several boards, their own columns, labels and checklists, in two browsers against the real
// backend and realtime: what A changes, B sees without reloading.
test.describe.configure({ timeout: 120_000 })

// A teammate's change to the columns re-renders B's page from the server (the whole board query),
// not from the realtime payload: on a loaded two-core CI machine that can take longer than
// expect's 5 s default, so B's structural checks wait up to this.
const SERVER_REFRESH = { timeout: 15_000 }

async function columnNames(page: Page): Promise<string[]> {
  return page.getByTestId('board-column').locator('h2').allTextContents()
}

async function createBoard(page: Page, slug: string, name: string) {
  await page.goto(`/w/${slug}/settings/boards`)
  await page.getByLabel('Board name').fill(name)
  await page.getByRole('button', { name: 'Create board' }).click()
  await page.getByRole('link', { name: 'Open it' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
}

async function columnOptions(page: Page, name: string) {
  // Keyboard only: the options are a native disclosure, opened with Enter from its summary.
  await page.getByLabel(`${name} column options`).focus()
  await page.keyboard.press('Enter')
}

test('A makes a board and shapes its columns; B follows live, tasks move with a deleted column', async ({
  browser,
}) => {
  const { slug, owner, mate } = await team('member')
  const a = await openBoard(browser, owner, slug)
  await createBoard(a, slug, 'Hiring')
  await expect(a).toHaveURL(new RegExp(`/w/${slug}/b/hiring$`))
  expect(await columnNames(a)).toEqual([
    'Backlog',
    'Todo',
    'In progress',
    'In review',
    'Done',
    'Canceled',
  ])
  const b = await openBoard(browser, mate, `${slug}/b/hiring`)
  // The switcher, keyboard operable, lists both boards.
  const switcher = b.getByText('Switch board')
  await switcher.focus()
  await b.keyboard.press('Enter')
  await expect(b.getByRole('navigation', { name: 'Boards' }).getByRole('link')).toHaveText([
    'General',
    'Hiring',
  ])
  await b.keyboard.press('Enter')
  await expect(b.getByRole('navigation', { name: 'Boards' })).toBeHidden()

  await createTask(a, 'Todo', 'Call the first candidate')
  await expect(card(b, 'Call the first candidate')).toBeVisible()

  // Add a column.
  await a.getByRole('button', { name: 'Add column' }).click()
  await a.getByRole('form', { name: 'New column' }).getByLabel('Column name').fill('Interview')
  await a.getByLabel('Group').selectOption('started')
  await a.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(column(b, 'Interview')).toBeVisible(SERVER_REFRESH)

  // Rename one.
  await columnOptions(a, 'Backlog')
  await a.keyboard.press('Tab')
  await expect(a.getByRole('button', { name: 'Rename column' })).toBeFocused()
  await a.keyboard.press('Enter')
  await a.getByLabel('Column name').fill('Ideas')
  await a.keyboard.press('Enter')
  await expect(column(b, 'Ideas')).toBeVisible(SERVER_REFRESH)

  // Reorder with the keyboard alone: Interview one place left, before Canceled.
  await columnOptions(a, 'Interview')
  await a.keyboard.press('Tab')
  await a.keyboard.press('Tab')
  await expect(a.getByRole('button', { name: 'Move column left' })).toBeFocused()
  await a.keyboard.press('Enter')
  const reordered = ['Ideas', 'Todo', 'In progress', 'In review', 'Done', 'Interview', 'Canceled']
  await expect.poll(() => columnNames(b), SERVER_REFRESH).toEqual(reordered)
  await expect.poll(() => columnNames(a)).toEqual(reordered)

  // Delete Todo, which holds a task: it goes to the column named.
  await columnOptions(a, 'Todo')
  await a.getByLabel(/Move its 1 task to/).selectOption({ label: 'Interview' })
  await column(a, 'Todo').getByRole('button', { name: 'Delete column' }).click()
  await expect(column(b, 'Todo')).toHaveCount(0, SERVER_REFRESH)
  await expect(column(b, 'Interview')).toContainText('Call the first candidate')
  await expect(column(a, 'Interview')).toContainText('Call the first candidate')
})

test('labels filter in the URL, a checklist ticked in A shows 3/5 on B, a task moves board', async ({
  browser,
}) => {
  const { slug, workspaceId, owner, mate } = await team('member')
  await seedTasks(owner.email, workspaceId, [
    { title: 'Fix the signup form' },
    { title: 'Plan the offsite' },
  ])
  const a = await openBoard(browser, owner, slug)

  // A label, made in settings and put on a card from the card menu.
  await a.goto(`/w/${slug}/settings/labels`)
  await a.getByRole('form', { name: 'New label' }).getByLabel('Label name').fill('Bug')
  await a.getByLabel('Colour').first().selectOption('red')
  await a.getByRole('button', { name: 'Add label' }).click()
  await expect(a.getByRole('list', { name: 'Labels' })).toContainText('Bug')
  await a.goto(`/w/${slug}`)
  await touchBoard(a)
  const b = await openBoard(browser, mate, slug)
  await openCardMenu(a, 'Fix the signup form')
  await a.getByRole('menuitem', { name: 'Labels' }).click()
  await a.getByRole('menuitemcheckbox', { name: 'Bug' }).click()
  await a.keyboard.press('Escape')
  await expect(card(b, 'Fix the signup form').getByTestId('label-chip')).toHaveText('Bug')

  // The label filter is a link.
  await b.goto(`/w/${slug}?label=bug`)
  await expect(card(b, 'Fix the signup form')).toBeVisible()
  await expect(card(b, 'Plan the offsite')).toHaveCount(0)
  await expect(column(b, 'Todo')).toContainText('1 of 2')
  await b.goto(`/w/${slug}`)
  await expect(card(b, 'Plan the offsite')).toBeVisible()

  // A checklist in A's detail; B's card counts along.
  const key = (await card(a, 'Plan the offsite').getByTestId('task-key').textContent()) ?? ''
  const number = key.split('-').at(-1)
  await a.goto(`/w/${slug}/tasks/${number}`)
  const newItem = a.getByLabel('New checklist item')
  for (const step of ['Venue', 'Dates', 'Budget', 'Agenda', 'Travel']) {
    await newItem.fill(step)
    await newItem.press('Enter')
  }
  await expect(card(b, 'Plan the offsite').getByTestId('task-checklist')).toContainText('0/5')
  for (const step of ['Venue', 'Dates', 'Budget'])
    await a.getByRole('checkbox', { name: step }).check()
  await expect(card(b, 'Plan the offsite').getByTestId('task-checklist')).toContainText('3/5')

  // Reorder with the keyboard alone: Travel up one place, then it stays there after a reload.
  await a.getByRole('button', { name: 'Move Travel up' }).focus()
  await a.keyboard.press('Enter')
  const items = a.getByRole('list', { name: 'Checklist items' }).getByRole('checkbox')
  const order = ['Venue', 'Dates', 'Budget', 'Travel', 'Agenda']
  await expect
    .poll(async () =>
      Promise.all((await items.all()).map((item) => item.getAttribute('aria-label'))),
    )
    .toEqual(order)
  // Saved (the list is no longer busy) before the reload, as a person waits for it.
  await expect(a.getByRole('list', { name: 'Checklist items' })).toHaveAttribute(
    'aria-busy',
    'false',
  )
  await a.reload()
  await expect
    .poll(async () =>
      Promise.all((await items.all()).map((item) => item.getAttribute('aria-label'))),
    )
    .toEqual(order)
  await expect(
    a.getByTestId('task-detail').getByText('completed “Venue”', { exact: false }),
  ).toBeVisible()

  // "Move to board…": the card leaves General in B, and keeps its key on the other board.
  await a.goto(`/w/${slug}/settings/boards`)
  await a.getByLabel('Board name').fill('Events')
  await a.getByRole('button', { name: 'Create board' }).click()
  await expect(a.getByRole('link', { name: 'Open it' })).toBeVisible()
  await a.goto(`/w/${slug}/b/general`)
  await touchBoard(a)
  await b.reload()
  await expect(card(b, 'Plan the offsite')).toBeVisible()
  await openCardMenu(a, 'Plan the offsite')
  await a.getByRole('menuitem', { name: 'Move to board…' }).click()
  await a.getByRole('menuitem', { name: 'Events' }).click()
  await expect(card(b, 'Plan the offsite')).toHaveCount(0)
  await b.goto(`/w/${slug}/b/events`)
  await expect(card(b, 'Plan the offsite').getByTestId('task-key')).toHaveText(key)
  await expect(card(b, 'Plan the offsite').getByTestId('task-checklist')).toContainText('3/5')
  await expect(column(b, 'Todo')).toContainText('Plan the offsite')
})

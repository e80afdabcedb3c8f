import { type Page } from '@playwright/test'
import { expect, test } from './console-errors.ts'
import { card, column, openBoard, seedTasks, team } from './board-helpers.ts'
import { openTaskPage } from './detail-helpers.ts'

// Cards and the task detail as a new team meets them, against the real backend.
test.describe.configure({ timeout: 120_000 })

/** `YYYY-MM-DD` of today moved by `years` and `days`, in the browser's (= this machine's) zone. */
function isoDay(years = 0, days = 0): string {
  const date = new Date()
  date.setFullYear(date.getFullYear() + years, date.getMonth(), date.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** How far a card reaches past its column's right edge or overflows itself (0 when neither). */
function overflowPast(page: Page, title: string) {
  return card(page, title).evaluate((el) => {
    const section = el.closest('section')!.getBoundingClientRect()
    return Math.max(
      0,
      el.getBoundingClientRect().right - section.right,
      el.scrollWidth - el.clientWidth,
    )
  })
}

test('a 200-character word stays inside its card and the detail, on a desktop and a phone', async ({
  browser,
}) => {
  const { slug, workspaceId, owner } = await team()
  const long = 'Supercalifragilistic'.repeat(10)
  await seedTasks(owner.email, workspaceId, [{ title: long }, { title: 'Short neighbour' }])
  const page = await openBoard(browser, owner, slug)
  await expect(card(page, long)).toBeVisible()
  expect(await overflowPast(page, long)).toBe(0)
  const todo = column(page, 'Todo')
  const width = (await todo.boundingBox())!.width
  expect(width).toBeLessThan(300)
  await page.setViewportSize({ width: 375, height: 667 })
  expect(await overflowPast(page, long)).toBe(0)

  await page.goto(`/w/${slug}/tasks/1`)
  const title = page.getByTestId('detail-title')
  await expect(title).toHaveText(long)
  const fits = await title.evaluate(
    (el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= innerWidth,
  )
  expect(fits).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true)
})

test('due dates show the year only when it is not this year, in the user’s locale', async ({
  browser,
}) => {
  const { slug, workspaceId, owner } = await team()
  const lastYear = isoDay(-1)
  const soon = isoDay(0, 0)
  await seedTasks(owner.email, workspaceId, [
    { title: 'Old promise', due_date: lastYear },
    { title: 'Due today', due_date: soon },
  ])
  const english = await openBoard(browser, owner, slug)
  const fmt = (iso: string, locale: string, year: boolean) =>
    new Intl.DateTimeFormat(locale, {
      month: 'short',
      day: 'numeric',
      year: year ? 'numeric' : undefined,
      timeZone: 'UTC',
    }).format(new Date(`${iso}T00:00:00Z`))
  await expect(card(english, 'Old promise')).toContainText(fmt(lastYear, 'en-US', true))
  await expect(card(english, 'Due today')).toContainText(fmt(soon, 'en-US', false))
  await expect(card(english, 'Due today')).not.toContainText(String(new Date().getFullYear()))

  // A German browser reads them the German way.
  const context = await browser.newContext({ locale: 'de-DE' })
  const german = await context.newPage()
  // Same account: the session cookies of the English browser.
  await context.addCookies(await english.context().cookies())
  await german.goto(`/w/${slug}`)
  await expect(card(german, 'Old promise')).toContainText(fmt(lastYear, 'de-DE', true))
  await expect(card(german, 'Due today')).toContainText(fmt(soon, 'de-DE', false))
})

test('the detail: kit select and calendar, one timeline row per due date or description save, exact times on focus', async ({
  browser,
}) => {
  const { slug, workspaceId, owner } = await team()
  await seedTasks(owner.email, workspaceId, [{ title: 'Plan the launch' }])
  const page = await openTaskPage(browser, owner, slug, 1)
  const rows = page.getByTestId('activity')
  await expect(rows).toHaveCount(1)

  // Status through the UI kit's select (a listbox, not the browser's own control).
  await page.getByRole('combobox', { name: /^Status/ }).click()
  await page.getByRole('option', { name: 'In progress' }).click()
  await expect(page.getByRole('combobox', { name: /^Status/ })).toHaveText('In progress')
  await expect(rows).toHaveCount(2)

  // Due date through the calendar, with the keyboard: open, next day, pick.
  const due = page.getByRole('button', { name: /^Due date/ })
  await expect(due).toHaveText('No due date')
  await due.focus()
  await page.keyboard.press('Enter')
  const calendar = page.getByRole('dialog', { name: 'Choose a due date' })
  await expect(calendar.getByRole('grid')).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await expect(calendar).toHaveCount(0)
  const tomorrow = isoDay(0, 1)
  const label = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: tomorrow.slice(0, 4) === isoDay().slice(0, 4) ? undefined : 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${tomorrow}T00:00:00Z`))
  await expect(page.getByRole('button', { name: /^Due date/ })).toHaveText(label)
  await expect(rows).toHaveCount(3)
  await expect(rows.last()).toContainText(`set the due date to ${label}`)

  // The description, saved once: one row.
  await page.getByRole('button', { name: /Edit description/ }).click()
  const editor = page.getByRole('combobox', { name: /Description/ })
  await editor.fill('## Goals\n\n- ship it')
  await editor.press('ControlOrMeta+Enter')
  await expect(
    page.getByTestId('task-detail').getByRole('heading', { name: 'Goals' }),
  ).toBeVisible()
  await expect(rows).toHaveCount(4)
  await expect(rows.last()).toContainText('edited the description')

  // Clearing the date is its own row; the rows survive a reload.
  await page.getByRole('button', { name: 'Clear due date' }).click()
  await expect(rows).toHaveCount(5)
  await expect(rows.last()).toContainText('removed the due date')
  await page.reload()
  await expect(rows).toHaveCount(5)

  // Relative times give the exact time on keyboard focus, not only on hover.
  const time = rows.last().locator('time')
  const iso = (await time.getAttribute('datetime'))!
  const year = String(new Date(iso).getFullYear())
  const weekday = new Date(iso).toLocaleString('en-US', { weekday: 'long' })
  // The pointer is left where the last click was; after the reload something else with a
  // tooltip may be under it. Only this time's own tooltip (its description) is asked about.
  await page.mouse.move(0, 0)
  // A focus that lands before the reloaded page hydrates opens nothing: focus again until the
  // tooltip answers, as a person tabbing back to it would.
  await expect(async () => {
    await time.blur()
    await time.focus()
    await expect(time).toHaveAccessibleDescription(new RegExp(year), { timeout: 1_000 })
  }).toPass()
  await expect(time).toHaveAccessibleDescription(new RegExp(weekday))
})

test('a card with no priority shows nothing for it; quick-added tasks keep the order typed', async ({
  browser,
}) => {
  const { slug, workspaceId, owner } = await team()
  await seedTasks(owner.email, workspaceId, [
    { title: 'Plain card' },
    { title: 'Urgent card', priority: 'urgent' },
  ])
  const page = await openBoard(browser, owner, slug)
  await expect(card(page, 'Plain card').getByTestId('task-priority')).toHaveCount(0)
  await expect(card(page, 'Plain card')).not.toContainText('—')
  await expect(card(page, 'Plain card').locator('.lucide-minus')).toHaveCount(0)
  await expect(card(page, 'Urgent card').getByTestId('task-priority')).toHaveText('Urgent')

  await page.getByRole('button', { name: 'Add a task to Todo' }).click()
  const input = page.getByLabel('New task in Todo')
  for (const title of ['First typed', 'Second typed', 'Third typed']) {
    await input.fill(title)
    await input.press('Enter')
    await expect(card(page, title)).toBeVisible()
  }
  await input.press('Escape')
  const order = () =>
    column(page, 'Todo')
      .getByRole('article')
      .evaluateAll((cards) => cards.map((c) => c.querySelector('p')?.textContent))
  const expected = ['First typed', 'Second typed', 'Third typed', 'Plain card', 'Urgent card']
  await expect.poll(order).toEqual(expected)
  // As stored, not only as shown: the same order after a reload.
  await expect(page.getByTestId('task-key').filter({ hasText: '-5' })).toBeVisible()
  await page.reload()
  await expect.poll(order).toEqual(expected)
})

test('an assignee filter that matches no one says so and offers to clear it', async ({
  browser,
}) => {
  const { slug, workspaceId, owner } = await team()
  await seedTasks(owner.email, workspaceId, [{ title: 'Visible again' }])
  const page = await openBoard(browser, owner, slug)
  await page.goto(`/w/${slug}?assignee=nobody`)
  const notice = page.getByTestId('filter-unknown-assignee')
  await expect(notice).toHaveText(/matches no one in this workspace/)
  await expect(page.getByRole('combobox', { name: /^Assignee/ })).toHaveText('No one matches')
  await expect(card(page, 'Visible again')).toHaveCount(0)
  await notice.getByRole('button', { name: 'Show every assignee' }).click()
  await expect(card(page, 'Visible again')).toBeVisible()
  await expect(page).not.toHaveURL(/assignee=/)
  await expect(notice).toHaveCount(0)
})

import { type Page } from '@playwright/test'
import { expect, test } from './console-errors.ts'
import { card, clientAs, openBoard, seedTasks, serviceClient, team } from './board-helpers.ts'
import { pressUntilFocused } from './keyboard-helpers.ts'
import { signInTo } from './workspace-helpers.ts'

// The label and inbox shortcuts and the palette's label actions, keyboard only, against the real
// backend (docs/shortcuts.md).
test.describe.configure({ timeout: 120_000 })

/**
 * A React warning or error in the console is a bug. Session envelopes go to the Sentry tunnel
 * (/monitoring), whose capture server only telemetry.spec.ts starts: its 500 is not the page's.
 */
function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.location().url.includes('/monitoring')) return
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

async function labelIdsOf(taskId: string): Promise<string[]> {
  const { data } = await serviceClient().from('tasks').select('label_ids').eq('id', taskId).single()
  return data?.label_ids ?? []
}

test('keyboard only: `l` on a card and in the detail, and the palette adds and removes labels', async ({
  browser,
}) => {
  const { slug, workspaceId, owner } = await team()
  const [taskId] = await seedTasks(owner.email, workspaceId, [{ title: 'Fix the signup form' }])
  const { data: made, error } = await serviceClient()
    .from('labels')
    .insert([
      { workspace_id: workspaceId, name: 'Bug', color: 'red' },
      { workspace_id: workspaceId, name: 'Design', color: 'blue' },
    ])
    .select('id, name')
  if (error) throw new Error(`labels failed: ${error.message}`)
  const bug = made.find((label) => label.name === 'Bug')!.id
  const design = made.find((label) => label.name === 'Design')!.id
  const page = await openBoard(browser, owner, slug)
  const errors = watchConsole(page)

  // On the board: j focuses the card, l opens its menu at Labels.
  await page.keyboard.press('j')
  await expect(card(page, 'Fix the signup form').getByRole('link').first()).toBeFocused()
  await page.keyboard.press('l')
  const bugItem = page.getByRole('menuitemcheckbox', { name: 'Bug' })
  await expect(bugItem).toBeVisible()
  await pressUntilFocused(page, 'ArrowDown', bugItem)
  await page.keyboard.press('Enter')
  // A checkbox item keeps the menu open for the next label; Escape closes it.
  await expect(bugItem).toBeChecked()
  await page.keyboard.press('Escape')
  await expect(bugItem).toBeHidden()
  await expect(card(page, 'Fix the signup form').getByTestId('label-chip')).toHaveText('Bug')
  await expect.poll(() => labelIdsOf(taskId!)).toEqual([bug])

  // In the detail: l goes to the labels, Space takes Bug off.
  await page.keyboard.press('j')
  await expect(card(page, 'Fix the signup form').getByRole('link').first()).toBeFocused()
  await page.keyboard.press('Enter')
  const detail = page.getByTestId('task-detail')
  await expect(detail).toBeVisible()
  await page.keyboard.press('l')
  const bugBox = detail.getByRole('checkbox', { name: 'Bug' })
  await expect(bugBox).toBeFocused()
  await expect(bugBox).toBeChecked()
  await page.keyboard.press('Space')
  await expect(bugBox).not.toBeChecked()
  await expect.poll(() => labelIdsOf(taskId!)).toEqual([])

  // The palette: "Add label: Design" on the open task, then it offers to remove it.
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await page.keyboard.press('ControlOrMeta+k')
  await expect(palette).toBeVisible()
  await page.keyboard.type('Add label: Design')
  await expect(
    palette.getByRole('option', { name: 'Add label: Design', exact: true }),
  ).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(palette).toBeHidden()
  await expect(detail.getByRole('checkbox', { name: 'Design' })).toBeChecked()
  await expect.poll(() => labelIdsOf(taskId!)).toEqual([design])

  await page.keyboard.press('ControlOrMeta+k')
  await page.keyboard.type('label')
  await expect(palette.getByRole('option', { name: 'Remove label: Design' })).toBeVisible()
  await expect(palette.getByRole('option', { name: 'Add label: Bug' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(palette).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(detail).toBeHidden()
  expect(errors).toEqual([])
})

test("keyboard only: `e` edits the focused card's title and `p` opens its menu", async ({
  browser,
}) => {
  const { slug, workspaceId, owner } = await team()
  await seedTasks(owner.email, workspaceId, [{ title: 'Name me' }])
  const page = await openBoard(browser, owner, slug)
  const errors = watchConsole(page)

  await page.keyboard.press('j')
  await expect(card(page, 'Name me').getByRole('link').first()).toBeFocused()
  await page.keyboard.press('e')
  const input = page.getByRole('textbox', { name: 'Task title' })
  await expect(input).toBeFocused()
  await input.fill('Named by keys')
  await page.keyboard.press('Enter')
  await expect(card(page, 'Named by keys')).toBeVisible()

  await page.keyboard.press('j')
  await expect(card(page, 'Named by keys').getByRole('link').first()).toBeFocused()
  await page.keyboard.press('p')
  await expect(page.getByRole('menu')).toBeVisible()
  await pressUntilFocused(page, 'ArrowDown', page.getByRole('menuitem', { name: 'Priority' }))
  await page.keyboard.press('ArrowRight')
  await pressUntilFocused(page, 'ArrowDown', page.getByRole('menuitemradio', { name: 'High' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(card(page, 'Named by keys').getByTestId('task-priority')).toHaveText('High')
  await page.reload()
  await expect(card(page, 'Named by keys').getByTestId('task-priority')).toHaveText('High')
  expect(errors).toEqual([])
})

test('keyboard only: the inbox moves with j/k, marks read and unread with e, opens with Enter', async ({
  browser,
}) => {
  const { slug, workspaceId, owner, mate } = await team()
  const ids = await seedTasks(owner.email, workspaceId, [
    { title: 'Plan the launch' },
    { title: 'Book a venue' },
  ])
  // The teammate assigns both to the owner: two notifications in the owner's inbox.
  const mateClient = await clientAs(mate.email)
  for (const id of ids) {
    const assigned = await mateClient.from('tasks').update({ assignee_id: owner.id }).eq('id', id)
    if (assigned.error) throw new Error(`assigning failed: ${assigned.error.message}`)
  }
  const page = await (await browser.newContext()).newPage()
  const errors = watchConsole(page)
  await signInTo(page, owner.email, '/inbox')
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible()
  const items = page.getByTestId('inbox-item')
  await expect(items).toHaveCount(2)

  await page.keyboard.press('j')
  await expect(items.nth(0).getByRole('link')).toBeFocused()
  await page.keyboard.press('j')
  await expect(items.nth(1).getByRole('link')).toBeFocused()
  await page.keyboard.press('k')
  await expect(items.nth(0).getByRole('link')).toBeFocused()

  // e marks the focused one read, and again unread; the focus stays on it.
  await expect(items.nth(0).getByRole('button', { name: 'Mark read' })).toBeVisible()
  await page.keyboard.press('e')
  await expect(items.nth(0).getByRole('button', { name: 'Mark unread' })).toBeVisible()
  await expect(items.nth(1).getByRole('button', { name: 'Mark read' })).toBeVisible()
  await expect(items.nth(0).getByRole('link')).toBeFocused()
  await page.keyboard.press('e')
  await expect(items.nth(0).getByRole('button', { name: 'Mark read' })).toBeVisible()

  // ? lists the inbox's keys.
  await page.keyboard.press('?')
  const overlay = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(overlay).toBeVisible()
  await expect(overlay).toContainText('Next notification')
  await expect(overlay).toContainText('Mark the focused notification read or unread')
  await page.keyboard.press('Escape')
  await expect(overlay).toBeHidden()

  // Back on the list (the overlay gives the focus back, or j starts at the top), Enter opens.
  await page.keyboard.press('j')
  await expect(page.locator('[data-testid="inbox-item"] a:focus')).toHaveCount(1)
  await page.keyboard.press('Enter')
  await page.waitForURL((url) => url.pathname.startsWith(`/w/${slug}/tasks/`))
  await expect(page.getByTestId('task-detail')).toBeVisible()
  expect(errors).toEqual([])
})

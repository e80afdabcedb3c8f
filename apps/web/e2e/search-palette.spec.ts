import { type Page } from '@playwright/test'
import { expect, test } from './console-errors.ts'
import { checkScreen, type ScreenResult } from './a11y-helpers.ts'
import { clientAs, openBoard, person, seedTasks, serviceClient, team } from './board-helpers.ts'
import { createWorkspaceAs, uniqueSlug } from './workspace-helpers.ts'

// Search, the command palette and the shortcuts, against the real backend (docs/shortcuts.md).
test.describe.configure({ timeout: 120_000 })

/** A React warning or error in the console is a bug. */
function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Two workspaces holding the same word, each in one task's comment only. */
async function twoWorkspacesWithWord(word: string) {
  const crew = await team()
  const [taskId] = await seedTasks(crew.owner.email, crew.workspaceId, [
    { title: 'Delivery pipeline' },
    { title: 'Unrelated chore' },
  ])
  const owner = await clientAs(crew.owner.email)
  const added = await owner.from('comments').insert({
    task_id: taskId!,
    workspace_id: crew.workspaceId,
    body: `We discussed the ${word} on Monday.`,
  })
  if (added.error) throw new Error(`comment failed: ${added.error.message}`)

  const stranger = await person('stranger')
  const otherSlug = uniqueSlug('other')
  await createWorkspaceAs(stranger.email, 'Other', otherSlug)
  const { data: other } = await serviceClient()
    .from('workspaces')
    .select('id')
    .eq('slug', otherSlug)
    .single()
  const [theirs] = await seedTasks(stranger.email, other!.id, [{ title: 'Their pipeline' }])
  const strangerClient = await clientAs(stranger.email)
  await strangerClient
    .from('comments')
    .insert({ task_id: theirs!, workspace_id: other!.id, body: `Their ${word} too.` })
  return { ...crew, taskId: taskId!, stranger, otherSlug }
}

test('keyboard only: the palette finds a task by a word in its comment; status, assign to me, close', async ({
  browser,
}) => {
  const word = `zephyrine${Date.now().toString(36)}`
  const { slug, owner, taskId } = await twoWorkspacesWithWord(word)
  const page = await openBoard(browser, owner, slug)
  const errors = watchConsole(page)

  await page.keyboard.press('ControlOrMeta+k')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await expect(palette).toBeVisible()
  await page.keyboard.type(word)
  // One task: the other workspace's, with the same word, is not found (RLS).
  const options = palette.getByRole('option', { name: /CREW-\d+/ })
  await expect(options).toHaveCount(1)
  await expect(options.first()).toContainText('Delivery pipeline')
  await expect(palette.getByRole('status')).toHaveText('1 task found')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')

  const detail = page.getByTestId('task-detail')
  await expect(detail).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/w/${slug}/tasks/1$`))

  await page.keyboard.press('ControlOrMeta+k')
  await expect(palette).toBeVisible()
  await page.keyboard.type('Status: In progress')
  await expect(
    palette.getByRole('option', { name: 'Status: In progress', exact: true }),
  ).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(palette).toBeHidden()
  await expect(detail.getByRole('combobox', { name: /^Status/ })).toContainText('In progress')

  await page.keyboard.press('ControlOrMeta+k')
  await page.keyboard.type('Assign to me')
  await expect(palette.getByRole('option', { name: 'Assign to me', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.keyboard.press('Enter')
  await expect(detail.getByRole('combobox', { name: /^Assignee/ })).toContainText(owner.name)

  await page.keyboard.press('Escape')
  await expect(detail).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/w/${slug}$`))

  // The dialog shows a change as it is sent; under load the write can land after the close.
  const stored = async () =>
    (await serviceClient().from('tasks').select('status, assignee_id').eq('id', taskId).single())
      .data
  await expect.poll(stored).toEqual({ status: 'in_progress', assignee_id: owner.id })
  expect(errors).toEqual([])
})

test('the search page: a shareable URL, highlights, and only the own workspace', async ({
  browser,
  consoleErrors,
}) => {
  // Another workspace's search page is a 404, which the browser logs.
  consoleErrors.allow(/status of 404 .*\/search\?q=/)
  const word = `quillet${Date.now().toString(36)}`
  const { slug, owner, stranger, otherSlug } = await twoWorkspacesWithWord(word)
  const page = await openBoard(browser, owner, slug)
  const errors = watchConsole(page)
  await page.goto(`/w/${slug}/search?q=${word}`)
  const results = page.getByTestId('search-results').getByRole('listitem')
  await expect(results).toHaveCount(1)
  await expect(results.first()).toContainText('Delivery pipeline')
  await expect(results.first()).toContainText('matched in a comment')
  await expect(results.first().locator('mark')).toHaveText(word)
  expect(errors).toEqual([])
  // The same URL in the other workspace: a page the owner may not see at all.
  const response = await page.goto(`/w/${otherSlug}/search?q=${word}`)
  expect(response?.status()).toBe(404)

  // The stranger's own search sees theirs only.
  const theirs = await openBoard(browser, stranger, otherSlug)
  await theirs.goto(`/w/${otherSlug}/search?q=${word}`)
  await expect(theirs.getByTestId('search-results').getByRole('listitem')).toHaveCount(1)
  await expect(theirs.getByTestId('search-results')).toContainText('Their pipeline')
})

test('the palette and the shortcut overlay pass axe in both themes and fit a phone', async ({
  browser,
}, testInfo) => {
  const { slug, owner } = await team()
  const page = await openBoard(browser, owner, slug)
  const errors = watchConsole(page)
  const results: ScreenResult[] = []

  await page.keyboard.press('ControlOrMeta+k')
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible()
  await expect(page.getByRole('option', { name: 'All workspaces' })).toBeVisible()
  await checkScreen(page, testInfo, results, 'command palette', { within: '[role=dialog]' })
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeHidden()

  await page.keyboard.press('?')
  const overlay = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(overlay).toBeVisible()
  await expect(overlay).toContainText('Open the command palette')
  await checkScreen(page, testInfo, results, 'shortcut overlay', { within: '[role=dialog]' })
  await page.keyboard.press('Escape')
  await expect(overlay).toBeHidden()
  expect(errors).toEqual([])
})

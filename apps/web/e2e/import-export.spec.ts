import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import type { WorkspaceExport } from '@teamboard/supabase/queries'
import { card, openBoard, person, serviceClient, team } from './board-helpers.ts'
import { signInTo } from './workspace-helpers.ts'

// CSV import into a board and export back out, in real Chromium against the real backend:
// a file with a broken row writes nothing and names the row; a value the board does not know is
// named by row and column in the preview; the good file imports every row; a member downloads
// the board as CSV and the workspace as JSON, and that CSV imports back the same tasks.
test.describe.configure({ timeout: 180_000 })

// Session envelopes go to the Sentry tunnel (/monitoring), whose capture server only
// telemetry.spec.ts starts: its 500 here is that missing server, not the page.
const tunnel = '/monitoring'

function failOnConsoleErrors(page: Page, seen: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.includes(tunnel))
      seen.push(message.text())
  })
  page.on('pageerror', (error) => seen.push(error.message))
  page.on('response', (response) => {
    if (response.status() >= 500 && !response.url().includes(tunnel))
      seen.push(`${response.status()} ${response.url()}`)
  })
}

async function upload(page: Page, name: string, text: string) {
  await page.getByLabel('CSV file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  })
}

async function tasksOf(workspaceId: string) {
  const { data, error } = await serviceClient()
    .from('tasks')
    .select('title, description, priority, due_date, status, label_ids')
    .eq('workspace_id', workspaceId)
    .order('number')
  if (error) throw new Error(error.message)
  return data
}

test('CSV: a broken row and an unknown column write nothing; the fixed file imports; export and re-import round trip', async ({
  browser,
}) => {
  const errors: string[] = []
  const { slug, workspaceId, owner, mate } = await team('member')
  const admin = await openBoard(browser, owner, slug)
  failOnConsoleErrors(admin, errors)
  await admin.goto(`/w/${slug}/settings/import`)
  await expect(admin.getByRole('heading', { name: 'Import', level: 1 })).toBeVisible()

  // A row with a stray value: the row is named, nothing can be imported.
  await upload(
    admin,
    'broken.csv',
    'Title,Column,Priority\nFirst,Todo,high\nSecond,Todo,low,oops\nThird,Done,\n',
  )
  const problems = admin.getByRole('list', { name: 'Problems' })
  await expect(problems).toHaveText(
    'Row 3: This row has more values than the 3 columns of the first row.',
  )
  await expect(admin.getByRole('button', { name: /^Import/ })).toHaveCount(0)

  // Readable, but "Doing" is no column of the board: named by row and column in the check.
  await upload(
    admin,
    'tasks.csv',
    'Name,List,Priority,Due,Tags\n"Plan, then build",Doing,high,2026-12-31,"bug, ui"\nShip it,Done,,,\n',
  )
  await expect(admin.getByRole('table', { name: 'Preview' })).toContainText('Plan, then build')
  await admin.getByRole('button', { name: 'Check all 2 rows' }).click()
  // Server round trips (the check, the import) wait for what the user sees, with room for load.
  await expect(problems).toHaveText(/Row 2, column “List”: “Doing” is not a column of this board/, {
    timeout: 20_000,
  })
  await expect(admin.getByRole('button', { name: 'Import 2 tasks' })).toBeDisabled()
  expect(await tasksOf(workspaceId)).toEqual([])

  // Fix the file; the mapping is editable, and any change asks for a new check.
  await upload(
    admin,
    'tasks.csv',
    'Name,List,Priority,Due,Tags\n"Plan, then build",In progress,high,2026-12-31,"bug, ui"\nShip it,Done,,,\n',
  )
  await expect(admin.getByRole('combobox', { name: 'Labels', exact: true })).toHaveValue('Tags')
  await admin.getByRole('combobox', { name: 'Labels', exact: true }).selectOption('')
  await admin.getByRole('combobox', { name: 'Labels', exact: true }).selectOption('Tags')
  await expect(admin.getByRole('button', { name: 'Import 2 tasks' })).toBeDisabled()
  await admin.getByRole('button', { name: 'Check all 2 rows' }).click()
  await expect(admin.getByRole('button', { name: 'Import 2 tasks' })).toBeEnabled({
    timeout: 20_000,
  })
  await admin.getByRole('button', { name: 'Import 2 tasks' }).click()
  await expect(admin.getByText('Imported 2 tasks into “General”.')).toBeVisible({
    timeout: 20_000,
  })
  await admin.getByRole('link', { name: 'Open the board' }).click()
  await expect(card(admin, 'Plan, then build')).toBeVisible()
  await expect(card(admin, 'Ship it')).toBeVisible()
  const imported = await tasksOf(workspaceId)
  expect(
    imported.map((t) => [t.title, t.priority, t.due_date, t.status, t.label_ids.length]),
  ).toEqual([
    ['Plan, then build', 'high', '2026-12-31', 'in_progress', 2],
    ['Ship it', 'none', null, 'done', 0],
  ])

  // A member downloads the board as CSV and the workspace as JSON.
  const member = await openBoard(browser, mate, slug)
  failOnConsoleErrors(member, errors)
  await member.goto(`/w/${slug}/export`)
  const [csvDownload] = await Promise.all([
    member.waitForEvent('download'),
    member.getByRole('link', { name: 'General (CSV)' }).click(),
  ])
  expect(csvDownload.suggestedFilename()).toBe(`${slug}-general.csv`)
  const csv = await readFile(await csvDownload.path(), 'utf8')
  expect(csv.split('\r\n')[0]).toBe(
    'Title,Description,Column,Priority,Assignee,Due date,Labels,Key,Created at,Completed at',
  )
  const [jsonDownload] = await Promise.all([
    member.waitForEvent('download'),
    member.getByRole('link', { name: /^Download Crew \(JSON\)$/ }).click(),
  ])
  const backup = JSON.parse(await readFile(await jsonDownload.path(), 'utf8')) as WorkspaceExport
  expect(backup.format).toBe('teamboard.workspace')
  expect(backup.tasks.map((t) => t.title).sort()).toEqual(['Plan, then build', 'Ship it'])
  expect(backup.labels.map((l) => l.name).sort()).toEqual(['bug', 'ui'])
  // Members cannot import.
  await member.goto(`/w/${slug}/settings/import`)
  await expect(
    member.getByText("Only the workspace's owners and admins import tasks."),
  ).toBeVisible()

  // The exported CSV imports back as the same tasks.
  await admin.goto(`/w/${slug}/settings/import`)
  await upload(admin, `${slug}-general.csv`, csv)
  await admin.getByRole('button', { name: 'Check all 2 rows' }).click()
  await admin.getByRole('button', { name: 'Import 2 tasks' }).click()
  await expect(admin.getByText('Imported 2 tasks into “General”.')).toBeVisible({
    timeout: 20_000,
  })
  const after = await tasksOf(workspaceId)
  expect(after.slice(2)).toEqual(after.slice(0, 2))
  expect(errors).toEqual([])
})

test('the export handlers check access themselves: signed out 401, a stranger 404, in catalogue words', async ({
  browser,
}) => {
  const { slug } = await team('member')
  const urls = [`/w/${slug}/export/workspace`, `/w/${slug}/export/boards/general`]
  const signedOut = await browser.newContext()
  for (const url of urls) {
    const response = await signedOut.request.get(url)
    expect([response.status(), await response.json()]).toEqual([
      401,
      { code: 'forbidden', message: "You don't have permission to do that." },
    ])
  }
  const stranger = await person('stranger')
  const page = await (await browser.newContext()).newPage()
  await signInTo(page, stranger.email, '/w')
  for (const url of urls) {
    const response = await page.request.get(url)
    expect([response.status(), await response.json()]).toEqual([
      404,
      { code: 'not_found', message: 'Not found' },
    ])
  }
})

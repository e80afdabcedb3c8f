import { readFile } from 'node:fs/promises'
import { type Page } from '@playwright/test'
import { expect, test } from './console-errors.ts'
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

const trelloFixture = new URL(
  '../src/lib/import/fixtures/wekan-trello-project100.json',
  import.meta.url,
)
const trelloFormats = new URL(
  '../src/lib/import/fixtures/wekan-trello-import-formats.json',
  import.meta.url,
)

async function uploadTrello(page: Page, name: string, text: string) {
  await page.getByLabel('Trello export (JSON)').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  })
}

/** A board in Trello's export shape with `cards` cards, each with a comment and a checklist. */
function bigTrelloExport(cards: number): string {
  return JSON.stringify({
    id: `big-${Date.now()}`,
    name: 'Big board',
    lists: [
      { id: 'l-todo', name: 'To do', closed: false, pos: 1 },
      { id: 'l-done', name: 'Done', closed: false, pos: 2 },
    ],
    cards: Array.from({ length: cards }, (_, i) => ({
      id: `c${i}`,
      idList: i % 2 ? 'l-done' : 'l-todo',
      name: `Card ${i}`,
      desc: '',
      closed: false,
      pos: i,
      idLabels: [],
      idMembers: [],
    })),
    labels: [],
    members: [{ id: 'm1', fullName: 'Trello Tina', username: 'tina' }],
    checklists: Array.from({ length: cards }, (_, i) => ({
      id: `k${i}`,
      idCard: `c${i}`,
      name: 'Checklist',
      checkItems: [{ name: 'Step', state: 'incomplete', pos: 1 }],
    })),
    actions: Array.from({ length: cards }, (_, i) => ({
      type: 'commentCard',
      idMemberCreator: 'm1',
      data: { text: `Comment on ${i}`, card: { id: `c${i}` } },
    })),
  })
}

test('Trello: preview, a group changed, import with progress into a board a teammate sees; the same export again adds nothing', async ({
  browser,
}) => {
  const errors: string[] = []
  const { slug, workspaceId, owner, mate } = await team('member')
  const admin = await openBoard(browser, owner, slug)
  failOnConsoleErrors(admin, errors)
  await admin.goto(`/w/${slug}/settings/import`)
  const genuine = await readFile(trelloFixture, 'utf8')

  // Not JSON, then not Trello's shape: said so, nothing to import.
  await uploadTrello(admin, 'notes.json', 'not json')
  await expect(admin.getByRole('list', { name: 'Problems' })).toContainText('The file is not JSON')
  await uploadTrello(admin, 'other.json', '{"hello": 1}')
  await expect(admin.getByRole('list', { name: 'Problems' })).toContainText(
    'This is not a Trello board export',
  )

  await uploadTrello(admin, 'trello-project100.json', genuine)
  await expect(admin.getByLabel('Import counts')).toContainText('3 lists, 3 cards')
  await expect(admin.getByRole('combobox', { name: 'Done' })).toHaveValue('completed')
  await admin.getByRole('combobox', { name: 'Todo' }).selectOption('backlog')
  await admin.getByRole('button', { name: 'Import 3 cards' }).click()
  await expect(admin.getByText('Imported 3 cards from Trello into “Project 100”.')).toBeVisible({
    timeout: 30_000,
  })
  const { data: columns } = await serviceClient()
    .from('board_columns')
    .select('name, status_group, boards!inner(name)')
    .eq('workspace_id', workspaceId)
    .eq('boards.name', 'Project 100')
    .order('position')
  expect(columns?.map((c) => [c.name, c.status_group])).toEqual([
    ['Todo', 'backlog'],
    ['In Progress', 'started'],
    ['Done', 'completed'],
  ])

  // A teammate opens the new board.
  const member = await openBoard(browser, mate, slug)
  failOnConsoleErrors(member, errors)
  await admin.getByRole('link', { name: 'Open the board' }).click()
  await expect(card(admin, 'Write code')).toBeVisible()
  await member.goto(admin.url())
  await expect(card(member, 'Write code')).toBeVisible()
  await expect(card(member, 'Review code')).toBeVisible()

  // The same export again: nothing new.
  await admin.goto(`/w/${slug}/settings/import`)
  await uploadTrello(admin, 'trello-project100.json', genuine)
  await admin.getByRole('button', { name: 'Import 3 cards' }).click()
  await expect(
    admin.getByText('“Project 100” was imported before: nothing new was written.'),
  ).toBeVisible({ timeout: 20_000 })
  const { count } = await serviceClient()
    .from('boards')
    .select('id', { count: 'exact', head: true })
    .eq('workspace_id', workspaceId)
  expect(count).toBe(2)

  // Wekan's importer fixture: its comment (author not a member: marked imported), checklist,
  // due date, label and attachment link, as written.
  await uploadTrello(admin, 'trello.json', await readFile(trelloFormats, 'utf8'))
  await admin.getByRole('button', { name: 'Import 1 cards' }).click()
  await expect(admin.getByText(/^Imported 1 cards from Trello/)).toBeVisible({ timeout: 30_000 })
  const { data: imported } = await serviceClient()
    .from('tasks')
    .select(
      'title, description, due_date, status, task_labels(labels(name, color)), checklist_items(body, done), comments(body, imported_author, author_id)',
    )
    .eq('workspace_id', workspaceId)
    .eq('title', 'Audit task – Å 中文')
    .single()
  expect(imported).toEqual({
    title: 'Audit task – Å 中文',
    description:
      'First line: café, comma, and "quotes".\nSecond line: 日本語.\n\nAttachments from Trello:\n- [audit.txt](https://trello.com/1/cards/65a000000000000000000001/attachments/file1/download/audit.txt)',
    due_date: '2026-09-30',
    status: 'todo',
    task_labels: [{ labels: { name: 'Audit label', color: 'green' } }],
    checklist_items: [{ body: 'Audit step', done: true }],
    comments: [{ body: 'Audit comment', imported_author: 'dummy', author_id: owner.id }],
  })
  // In the task's detail the comment is the importer's, originally by its Trello author.
  const { data: audit } = await serviceClient()
    .from('tasks')
    .select('number')
    .eq('workspace_id', workspaceId)
    .eq('title', 'Audit task – Å 中文')
    .single()
  await member.goto(`/w/${slug}/tasks/${audit!.number}`)
  const comment = member.getByRole('listitem', {
    name: `Comment by ${owner.name}, originally by dummy`,
  })
  await expect(comment).toContainText('originally by dummy')
  await expect(comment).toContainText('Audit comment')
  expect(errors).toEqual([])
})

test('Trello: the progress bar survives a reload, and cancel keeps nothing', async ({
  browser,
}) => {
  const errors: string[] = []
  const { slug, workspaceId, owner } = await team('member')
  const admin = await openBoard(browser, owner, slug)
  failOnConsoleErrors(admin, errors)
  await admin.goto(`/w/${slug}/settings/import`)
  await uploadTrello(admin, 'big.json', bigTrelloExport(5000))
  await admin.getByRole('button', { name: 'Import 5000 cards' }).click()
  const progress = admin.getByRole('progressbar', { name: 'Import progress' })
  await expect(progress).toBeVisible({ timeout: 30_000 })
  await expect(progress).not.toHaveAttribute('aria-valuenow', '0', { timeout: 30_000 })
  await admin.reload()
  await expect(progress).toBeVisible()
  await admin.getByRole('button', { name: 'Cancel import' }).click()
  await expect(admin.getByText('Import of “Big board” cancelled: nothing was kept.')).toBeVisible({
    timeout: 30_000,
  })
  const { count } = await serviceClient()
    .from('tasks')
    .select('id', { count: 'exact', head: true })
    .eq('workspace_id', workspaceId)
  expect(count).toBe(0)
  expect(errors).toEqual([])
})

test('the upload handlers check access and the size themselves, in catalogue words', async ({
  browser,
}) => {
  const { slug, owner, mate } = await team('member')
  const url = `/w/${slug}/import/trello`
  const signedOut = await browser.newContext()
  expect((await signedOut.request.post(url, { multipart: { groups: '{}' } })).status()).toBe(401)
  const page = await (await browser.newContext()).newPage()
  await signInTo(page, mate.email, `/w/${slug}`)
  const asMember = await page.request.post(url, { multipart: { groups: '{}' } })
  expect([asMember.status(), await asMember.json()]).toEqual([
    403,
    { code: 'forbidden', message: "You don't have permission to do that." },
  ])
  // The CSV upload handler checks the same way.
  const csvAsMember = await page.request.post(`/w/${slug}/import/csv`, { data: { check: true } })
  expect(csvAsMember.status()).toBe(403)
  expect((await signedOut.request.post(`/w/${slug}/import/csv`, { data: {} })).status()).toBe(401)
  // An admin's file one byte over 50 MB is refused before it is read.
  const admin = await (await browser.newContext()).newPage()
  await signInTo(admin, owner.email, `/w/${slug}`)
  const tooLarge = await admin.request.post(url, {
    multipart: {
      groups: '{}',
      file: {
        name: 'huge.json',
        mimeType: 'application/json',
        buffer: Buffer.alloc(50 * 1024 * 1024 + 1, 32),
      },
    },
  })
  expect([tooLarge.status(), await tooLarge.json()]).toEqual([
    413,
    { code: 'import_too_large', message: 'Import files can be at most 50 MB.' },
  ])
})

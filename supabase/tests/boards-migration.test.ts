import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startLocalSupabase } from '@teamboard/local-supabase'
import { addComment, createTask } from '@teamboard/supabase/mutations'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUsers, type LocalSupabase, type TestUser } from './support/backend.ts'
import { createTeam, join, must } from './support/team.ts'

// The boards migration on a database the earlier migrations made and people filled: every
// workspace gets "General" with today's columns, every task sits in the column of its old status,
// and nothing a user sees changes (numbers, addresses, dates, history).

const BOARDS_MIGRATION = '20261126000100_boards.sql'
const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url))
const COLUMN_OF_STATUS: Record<string, string> = {
  backlog: 'Backlog',
  todo: 'Todo',
  in_progress: 'In progress',
  in_review: 'In review',
  done: 'Done',
  canceled: 'Canceled',
}

type Before = {
  id: string
  workspace_id: string
  slug: string
  number: number
  status: string
  completed_at: string | null
  updated_at: string
}

let backend: LocalSupabase
let earlierDir: string

/**
 * An attachment as the schema before boards took one: the object stored at the member's own
 * path, then the row (today's `uploadAttachment` starts with an rpc that schema does not have).
 */
async function attachAsBefore(user: TestUser, task: { id: string; workspaceId: string }) {
  const objectPath = `${task.workspaceId}/${task.id}/${crypto.randomUUID()}-notes.txt`
  const bytes = new TextEncoder().encode('hello')
  const stored = await user.client.storage
    .from('attachments')
    .upload(objectPath, bytes, { contentType: 'text/plain' })
  if (stored.error) throw stored.error
  const row = await user.client.from('attachments').insert({
    task_id: task.id,
    workspace_id: task.workspaceId,
    object_path: objectPath,
    file_name: 'notes.txt',
    size_bytes: bytes.length,
    mime_type: 'text/plain',
  })
  if (row.error) throw row.error
}
let before: Before[]
let activityBefore: number

beforeAll(async () => {
  earlierDir = await mkdtemp(path.join(tmpdir(), 'teamboard-earlier-migrations-'))
  const earlier = (await readdir(migrationsDir)).filter(
    (file) => file.endsWith('.sql') && file < BOARDS_MIGRATION,
  )
  for (const file of earlier) await cp(path.join(migrationsDir, file), path.join(earlierDir, file))
  backend = await startLocalSupabase({
    seed: false,
    realtime: false,
    functions: false,
    quiet: true,
    migrationsDir: earlierDir,
  })
  const [ada, bo] = await createUsers(backend, ['Ada', 'Bo'])
  const acme = await createTeam(ada, [[bo, 'member']])
  const globex = await createTeam(bo)
  await join(bo, globex.id, ada)
  for (const [i, status] of Object.keys(COLUMN_OF_STATUS).entries()) {
    for (const [user, ws] of [
      [ada, acme],
      [bo, globex],
    ] as const) {
      const task = must(
        await createTask(user.client, ws.id, {
          title: `${status} ${i}`,
          position: `a${i}`,
          status: status as never,
        }),
      )
      const ref = { id: task.id, workspaceId: ws.id }
      if (i % 2 === 0) must(await addComment(user.client, ref, { body: 'A comment' }))
      if (i % 3 === 0) await attachAsBefore(user, ref)
    }
  }
  // An empty workspace migrates too.
  await createTeam(bo)
  before = await backend.sql<Before>(`
    select t.id, t.workspace_id, w.slug, t.number, t.status::text, t.completed_at::text, t.updated_at::text
    from public.tasks t join public.workspaces w on w.id = t.workspace_id order by t.id`)
  ;[{ n: activityBefore }] = (await backend.sql<{ n: number }>(
    'select count(*)::int as n from public.activity',
  )) as [{ n: number }]
  const sql = await readFile(path.join(migrationsDir, BOARDS_MIGRATION), 'utf8')
  await backend.db.transaction(async (tx) => {
    await tx.exec(sql)
  })
}, 120_000)

afterAll(async () => {
  await backend?.stop()
  if (earlierDir) await rm(earlierDir, { recursive: true, force: true })
})

describe('the boards migration on a filled database', () => {
  it('gives every workspace one board, "General", with the six columns', async () => {
    const boards = await backend.sql<{
      workspace_id: string
      name: string
      slug: string
      columns: string[]
    }>(`
      select w.id as workspace_id, b.name, b.slug,
             array(select c.name || ':' || c.status_group from public.board_columns c where c.board_id = b.id order by c.position) as columns
      from public.workspaces w left join public.boards b on b.workspace_id = w.id`)
    expect(boards).toHaveLength(3)
    for (const board of boards) {
      expect(board).toMatchObject({ name: 'General', slug: 'general' })
      expect(board.columns).toEqual([
        'Backlog:backlog',
        'Todo:unstarted',
        'In progress:started',
        'In review:started',
        'Done:completed',
        'Canceled:canceled',
      ])
    }
  })

  it('puts every task on General in the column of its old status, numbers and dates unchanged', async () => {
    const after = await backend.sql<
      Before & {
        board: string
        column_name: string
        comment_count: number
        attachment_count: number
        comments: number
        attachments: number
      }
    >(`
      select t.id, t.workspace_id, w.slug, t.number, t.status::text, t.completed_at::text, t.updated_at::text,
             b.name as board, c.name as column_name, t.comment_count, t.attachment_count,
             (select count(*)::int from public.comments m where m.task_id = t.id) as comments,
             (select count(*)::int from public.attachments a where a.task_id = t.id) as attachments
      from public.tasks t
      join public.workspaces w on w.id = t.workspace_id
      join public.boards b on b.id = t.board_id and b.workspace_id = t.workspace_id
      join public.board_columns c on c.id = t.column_id and c.board_id = t.board_id
      order by t.id`)
    expect(after).toHaveLength(before.length)
    expect(before.length).toBe(12)
    for (const [i, old] of before.entries()) {
      const now = after[i]!
      expect(now).toMatchObject({
        id: old.id,
        workspace_id: old.workspace_id,
        slug: old.slug,
        number: old.number,
        completed_at: old.completed_at,
        updated_at: old.updated_at,
        board: 'General',
        column_name: COLUMN_OF_STATUS[old.status],
        comment_count: now.comments,
        attachment_count: now.attachments,
      })
      // The status is the column's group in the old spelling: In review is a started column.
      expect(now.status).toBe(old.status === 'in_review' ? 'in_progress' : old.status)
    }
    expect(after.some((t) => t.comment_count > 0 && t.attachment_count > 0)).toBe(true)
  })

  it('writes no history of its own', async () => {
    const [{ n }] = (await backend.sql<{ n: number }>(
      'select count(*)::int as n from public.activity',
    )) as [{ n: number }]
    expect(n).toBe(activityBefore)
  })
})

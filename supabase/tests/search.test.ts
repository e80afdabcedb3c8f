import {
  SEARCH_MARK_END,
  SEARCH_MARK_START,
  highlightParts,
  positionBetween,
} from '@teamboard/supabase'
import {
  addComment,
  addTaskLabel,
  createBoard,
  createLabel,
  createTask,
  createWorkspace,
  deleteComment,
  editComment,
  updateTask,
} from '@teamboard/supabase/mutations'
import { type SearchHit, type Workspace, searchTasks } from '@teamboard/supabase/queries'
import { withClaims } from '@teamboard/local-supabase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  anonClient,
  createUsers,
  type LocalSupabase,
  serviceClient,
  startBackend,
  type TestUser,
} from './support/backend.ts'
import { join, must, uniqueSlug } from './support/team.ts'

// public.search_tasks through @teamboard/supabase's searchTasks, signed in, under RLS: two
// workspaces hold the same words; each member finds only their own; an outsider finds nothing.

let backend: LocalSupabase
let ada: TestUser
let max: TestUser
let bob: TestUser
let olga: TestUser
let acme: Workspace
let other: Workspace
const ids: Record<string, string> = {}

async function task(user: TestUser, ws: Workspace, name: string, title: string, description = '') {
  const created = must(
    await createTask(user.client, ws.id, {
      title,
      description,
      position: positionBetween(null, null),
    }),
  )
  ids[name] = created.id
  return created
}

const titles = (hits: SearchHit[]) => hits.map((hit) => hit.title)
const plain = (text: string | null) =>
  (text ?? '').replaceAll(SEARCH_MARK_START, '').replaceAll(SEARCH_MARK_END, '')

beforeAll(async () => {
  backend = await startBackend()
  ;[ada, max, bob, olga] = await createUsers(backend, ['Ada', 'Max', 'Bob', 'Olga'])
  acme = must(await createWorkspace(ada.client, { name: 'Acme', slug: uniqueSlug('acme') }))
  other = must(await createWorkspace(bob.client, { name: 'Other', slug: uniqueSlug('other') }))
  await join(ada, acme.id, max, 'member')
  // The same words in both workspaces.
  for (const [user, ws, prefix] of [
    [ada, acme, 'acme'],
    [bob, other, 'other'],
  ] as const) {
    await task(user, ws, `${prefix}-title`, 'Webhook retries give up too early')
    await task(
      user,
      ws,
      `${prefix}-description`,
      'Delivery log',
      'The webhook retries stop after three attempts.',
    )
    const commented = await task(user, ws, `${prefix}-comment`, 'Billing page')
    must(
      await addComment(
        user.client,
        { id: commented.id, workspaceId: ws.id },
        { body: 'We discussed the webhook retries on Monday.' },
      ),
    )
    await task(user, ws, `${prefix}-unrelated`, 'Dark theme contrast')
  }
}, 90_000)

afterAll(async () => {
  await backend?.stop()
})

describe('search under RLS', () => {
  it('a member finds their workspace tasks by title, description and comment, title first', async () => {
    const hits = must(await searchTasks(max.client, 'webhook retries'))
    expect(hits.map((hit) => hit.task_id)).toEqual([
      ids['acme-title'],
      ids['acme-description'],
      ids['acme-comment'],
    ])
    expect(hits.map((hit) => hit.matched_in)).toEqual(['title', 'description', 'comment'])
    expect(new Set(hits.map((hit) => hit.workspace_slug))).toEqual(new Set([acme.slug]))
  })

  it('the other workspace, with the same words, finds only its own', async () => {
    const hits = must(await searchTasks(bob.client, 'webhook retries'))
    expect(hits.map((hit) => hit.task_id).sort()).toEqual(
      [ids['other-title'], ids['other-description'], ids['other-comment']].sort(),
    )
  })

  it('an outsider gets an empty list, not an error; so does a workspace one is not in', async () => {
    expect(await searchTasks(olga.client, 'webhook retries')).toEqual({ data: [], error: null })
    expect(await searchTasks(ada.client, 'webhook', { workspaceSlug: other.slug })).toEqual({
      data: [],
      error: null,
    })
    const asAnon = await anonClient(backend).rpc('search_tasks', { query: 'webhook' })
    expect(asAnon.data ?? []).toEqual([])
  })

  it('the index lookups (a definer) answer only for workspaces the caller belongs to', async () => {
    // private.search_candidates is not in the API's schema; asked in SQL, as a signed-in member
    // naming another workspace, or as a non-member naming both, it gives nothing.
    const candidates = (user: TestUser, workspaces: string[]) =>
      withClaims(backend.db, { role: 'authenticated', sub: user.id }, async (tx) => {
        const result = await tx.query(
          `select distinct task_id from private.search_candidates($1::uuid[],
             private.search_tsquery('webhook'), 'webhook', true)`,
          [workspaces],
        )
        return result.rows
      })
    expect(await candidates(ada, [acme.id, other.id])).toHaveLength(3)
    expect(await candidates(ada, [other.id])).toEqual([])
    expect(await candidates(olga, [acme.id, other.id])).toEqual([])
  })

  it('the service role sees both workspaces (the rows exist; RLS is what hides them)', async () => {
    const all = await serviceClient(backend).rpc('search_tasks', { query: 'webhook retries' })
    expect(all.data).toHaveLength(6)
  })

  it('highlights the match in a snippet of the comment; the rest is the text as written', async () => {
    const [hit] = must(await searchTasks(ada.client, 'discussed'))
    expect(hit?.task_id).toBe(ids['acme-comment'])
    expect(highlightParts(hit?.snippet ?? '').filter((part) => part.marked)).toEqual([
      { text: 'discussed', marked: true },
    ])
    expect(plain(hit?.snippet ?? null)).toContain('discussed the webhook retries on Monday')
    expect(hit?.comment_id).toEqual(expect.any(String))
  })

  it('finds the word being typed by its prefix, titles with a typo, and tasks by key', async () => {
    expect(titles(must(await searchTasks(ada.client, 'webho')))).toContain(
      'Webhook retries give up too early',
    )
    expect(titles(must(await searchTasks(ada.client, 'webhok retries')))).toEqual([
      'Webhook retries give up too early',
    ])
    const key = `${acme.slug.split('-')[0]!.toUpperCase()}-1`
    for (const query of [key, key.replace('-', ''), key.toLowerCase(), `#1`]) {
      const [hit] = must(await searchTasks(ada.client, query))
      expect([query, hit?.number, hit?.matched_in]).toEqual([query, 1, 'key'])
    }
  })

  it('websearch syntax: a phrase, an exclusion; filters narrow by assignee', async () => {
    expect(titles(must(await searchTasks(ada.client, '"three attempts"')))).toEqual([
      'Delivery log',
    ])
    expect(titles(must(await searchTasks(ada.client, 'webhook -billing'))).sort()).toEqual([
      'Delivery log',
      'Webhook retries give up too early',
    ])
    must(await updateTask(ada.client, ids['acme-description']!, { assigneeId: max.id }))
    const mine = must(await searchTasks(max.client, 'webhook', { assigneeId: max.id }))
    expect(titles(mine)).toEqual(['Delivery log'])
  })

  it('filters: a board, a status group, labels; each hit names its board and column', async () => {
    const roadmap = must(await createBoard(ada.client, acme.id, { name: 'Roadmap' }))
    const planned = must(
      await createTask(ada.client, acme.id, {
        title: 'Webhook dashboard',
        position: positionBetween(null, null),
        boardId: roadmap.id,
        status: 'in_progress',
      }),
    )
    const urgent = must(await createLabel(ada.client, acme.id, { name: 'Urgent', color: 'red' }))
    must(await addTaskLabel(ada.client, { id: planned.id, workspaceId: acme.id }, urgent.id))

    const onRoadmap = must(
      await searchTasks(ada.client, 'webhook', {
        workspaceSlug: acme.slug,
        boardSlug: roadmap.slug,
      }),
    )
    expect(titles(onRoadmap)).toEqual(['Webhook dashboard'])
    expect(onRoadmap[0]).toMatchObject({
      board_slug: roadmap.slug,
      board_name: 'Roadmap',
      status_group: 'started',
      column_name: 'In progress',
    })
    expect(
      titles(must(await searchTasks(ada.client, 'webhook', { statusGroup: 'started' }))),
    ).toEqual(['Webhook dashboard'])
    expect(
      titles(must(await searchTasks(ada.client, 'webhook', { labelIds: [urgent.id] }))),
    ).toEqual(['Webhook dashboard'])
    expect(must(await searchTasks(ada.client, 'webhook', { statusGroup: 'completed' }))).toEqual([])
    // Another workspace's label filters nothing in: still only the caller's tasks.
    expect(must(await searchTasks(bob.client, 'webhook', { labelIds: [urgent.id] }))).toEqual([])
  })

  it('the database keeps the documents current: edited and deleted comments, renamed tasks', async () => {
    const [comment] = must(await searchTasks(ada.client, 'Monday'))
    must(await editComment(ada.client, comment!.comment_id!, { body: 'Moved to Tuesday.' }))
    expect(must(await searchTasks(ada.client, 'Monday'))).toEqual([])
    expect(titles(must(await searchTasks(ada.client, 'Tuesday')))).toEqual(['Billing page'])
    must(await deleteComment(ada.client, comment!.comment_id!))
    expect(must(await searchTasks(ada.client, 'Tuesday'))).toEqual([])
    must(await updateTask(ada.client, ids['acme-unrelated']!, { title: 'Contrast of the sidebar' }))
    expect(titles(must(await searchTasks(ada.client, 'sidebar')))).toEqual([
      'Contrast of the sidebar',
    ])
  })

  it('an empty or blank query asks nothing; odd input is searched as text, never an error', async () => {
    expect(await searchTasks(ada.client, '   ')).toEqual({ data: [], error: null })
    for (const query of [
      '"',
      '-',
      '(webhook',
      'a:*',
      "'); drop table tasks; --",
      'x'.repeat(500),
    ]) {
      expect((await searchTasks(ada.client, query)).error).toBeNull()
    }
  })
})

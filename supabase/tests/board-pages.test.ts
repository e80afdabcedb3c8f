import { positionBetween } from '@teamboard/supabase'
import { createBoard, createLabel, updateBoard } from '@teamboard/supabase/mutations'
import {
  type BoardQuery,
  type ColumnCount,
  countBoardColumns,
  getBoardScreen,
  listBoardColumns,
  listBoardPage,
  listBoards,
  listLabels,
  listMembers,
} from '@teamboard/supabase/queries'
import { limits } from '@teamboard/supabase/schemas'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  type LocalSupabase,
  sqlBypassingTriggers,
  type TestUser,
  useBackend,
} from './support/backend.ts'
import { createTeam, must } from './support/team.ts'

// The board's pages (docs/decisions/board-pages.md): the first cards of each column in board
// order, the next page after a card, true counts, the board's filters and old finished tasks,
// read under the caller's RLS.

let backend: LocalSupabase
let workspaceId: string
let owner: TestUser
let member: TestUser
let outsider: TestUser
let boardId: string
let todo: string
let done: string
let canceled: string
let labelId: string

const all: BoardQuery = {
  assigneeId: null,
  unassigned: false,
  priorities: [],
  labelId: null,
  words: [],
  olderThan: null,
}
const cutoff = new Date(Date.now() - limits.boardRecentDays * 86_400_000).toISOString()
const longAgo = new Date(Date.now() - 30 * 86_400_000).toISOString()

useBackend(['Owner', 'Member', 'Outsider'], (started, users) => {
  backend = started
  ;[owner, member, outsider] = users
})

beforeAll(async () => {
  const team = await createTeam(owner, [[member, 'member']])
  workspaceId = team.id
  await createTeam(outsider)
  boardId = must(await listBoards(owner.client, team.id))[0]!.id
  const columns = must(await listBoardColumns(owner.client, boardId))
  const byName = (name: string) => columns.find((c) => c.name === name)!.id
  ;[todo, done, canceled] = [byName('Todo'), byName('Done'), byName('Canceled')]
  labelId = must(await createLabel(owner.client, team.id, { name: 'Bug', color: 'red' })).id
  // 120 cards in Todo: every third assigned to the member, every fifth urgent, every seventh a
  // Bug, titles "Card 1"…"Card 120" (card 13 reads "50%_off"); 3 in Done, 2 of them done long ago;
  // 2 in Canceled, 1 untouched for a month.
  const rows: string[] = []
  let position: string | null = null
  for (let i = 1; i <= 120; i++) {
    position = positionBetween(position, null)
    const title = i === 13 ? '50%_off' : `Card ${i}`
    rows.push(
      `('${team.id}', '${boardId}', '${todo}', ${i}, '${title}', 'todo', '${position}', ` +
        `${i % 3 === 0 ? `'${member.id}'` : 'null'}, '${i % 5 === 0 ? 'urgent' : 'none'}', ` +
        `${i % 7 === 0 ? `array['${labelId}']::uuid[]` : `'{}'::uuid[]`}, null, now())`,
    )
  }
  const finished = [
    [done, 'done', longAgo, longAgo],
    [done, 'done', longAgo, longAgo],
    [done, 'done', 'now()', 'now()'],
    [canceled, 'canceled', null, longAgo],
    [canceled, 'canceled', null, 'now()'],
  ] as const
  finished.forEach(([column, status, completed, updated], i) => {
    position = positionBetween(position, null)
    const stamp = (value: string | null) =>
      value === null ? 'null' : value === 'now()' ? 'now()' : `'${value}'`
    rows.push(
      `('${team.id}', '${boardId}', '${column}', ${200 + i}, 'Finished ${i}', '${status}', ` +
        `'${position}', null, 'none', '{}'::uuid[], ${stamp(completed)}, ${stamp(updated)})`,
    )
  })
  await sqlBypassingTriggers(
    backend,
    `insert into public.tasks (workspace_id, board_id, column_id, number, title, status, position,
       assignee_id, priority, label_ids, completed_at, updated_at) values ${rows.join(',')}`,
  )
}, 60_000)

const titles = (tasks: { title: string }[]) => tasks.map((t) => t.title)

describe('board pages', () => {
  it('the first page of each column in board order, one extra card where the next page starts', async () => {
    const rows = must(await listBoardPage(member.client, boardId, all))
    const inTodo = rows.filter((t) => t.column_id === todo)
    expect(inTodo).toHaveLength(limits.boardPageSize + 1)
    expect(titles(inTodo.slice(0, 3))).toEqual(['Card 1', 'Card 2', 'Card 3'])
    expect(rows.filter((t) => t.column_id === done)).toHaveLength(3)
    expect(rows[0]).not.toHaveProperty('description')
    const last = inTodo[limits.boardPageSize - 1]!
    const next = must(
      await listBoardPage(member.client, boardId, all, {
        columnId: todo,
        after: { position: last.position, id: last.id },
      }),
    )
    expect(titles(next.slice(0, 2))).toEqual(['Card 51', 'Card 52'])
    expect(next.every((t) => t.column_id === todo)).toBe(true)
  })

  it('counts every task, the ones shown and the old ones, per column', async () => {
    const counts = must(
      await countBoardColumns(member.client, boardId, { ...all, olderThan: cutoff }),
    )
    const of = (id: string) => counts.find((c) => c.column_id === id)
    expect(of(todo)).toEqual({ column_id: todo, total: 120, matching: 120, older: 0 })
    expect(of(done)).toEqual({ column_id: done, total: 3, matching: 1, older: 2 })
    expect(of(canceled)).toEqual({ column_id: canceled, total: 2, matching: 1, older: 1 })
    expect(counts).toHaveLength(6)
  })

  it('old finished tasks leave the page unless shown', async () => {
    const recent = must(await listBoardPage(member.client, boardId, { ...all, olderThan: cutoff }))
    expect(titles(recent.filter((t) => t.column_id !== todo))).toEqual(['Finished 2', 'Finished 4'])
    const every = must(await listBoardPage(member.client, boardId, all))
    expect(every.filter((t) => t.column_id !== todo)).toHaveLength(5)
  })

  it('applies the filters: assignee, unassigned, priorities, label, every word (wildcards literal)', async () => {
    const count = async (query: Partial<BoardQuery>) =>
      must(await countBoardColumns(member.client, boardId, { ...all, ...query })).find(
        (c) => c.column_id === todo,
      )?.matching
    expect(await count({ assigneeId: member.id })).toBe(40)
    expect(await count({ unassigned: true })).toBe(80)
    expect(await count({ priorities: ['urgent', 'high'] })).toBe(24)
    expect(await count({ labelId })).toBe(17)
    expect(await count({ words: ['card', '11'] })).toBe(11) // 11 and 110 to 119
    expect(await count({ words: ['50%_'] })).toBe(1)
    expect(await count({ words: ['5_%'] })).toBe(0)
    const page = must(
      await listBoardPage(member.client, boardId, {
        ...all,
        assigneeId: member.id,
        priorities: ['urgent'],
      }),
    )
    expect(titles(page)).toEqual([
      'Card 15',
      'Card 30',
      'Card 45',
      'Card 60',
      'Card 75',
      'Card 90',
      'Card 105',
      'Card 120',
    ])
  })

  it('a non-member gets no cards and no tasks counted', async () => {
    expect(must(await listBoardPage(outsider.client, boardId, all))).toEqual([])
    const counts = must(await countBoardColumns(outsider.client, boardId, all))
    expect(counts.every((c) => c.total === 0)).toBe(true)
  })
})

describe('the board screen in one read', () => {
  const byColumn = (counts: ColumnCount[]) =>
    [...counts].sort((a, b) => a.column_id.localeCompare(b.column_id))

  it('answers what the separate reads answer, for the first open board', async () => {
    const screen = must(await getBoardScreen(member.client, workspaceId, { olderThan: cutoff }))
    const boards = must(await listBoards(member.client, workspaceId))
    const shown = { ...all, olderThan: cutoff }
    expect(screen.boards).toEqual(boards)
    expect(screen.board).toEqual(boards[0])
    expect(screen.columns).toEqual(must(await listBoardColumns(member.client, boardId)))
    expect(screen.labels).toEqual(must(await listLabels(member.client, workspaceId)))
    expect(screen.members).toEqual(must(await listMembers(member.client, workspaceId)))
    expect(screen.tasks).toEqual(must(await listBoardPage(member.client, boardId, shown)))
    expect(screen.tasks).toHaveLength(limits.boardPageSize + 1 + 2)
    expect(byColumn(screen.counts)).toEqual(
      byColumn(must(await countBoardColumns(member.client, boardId, shown))),
    )
  })

  it('shows the board named, else the one opened last, else the first open one', async () => {
    const roadmap = must(await createBoard(owner.client, workspaceId, { name: 'Roadmap' }))
    const old = must(await createBoard(owner.client, workspaceId, { name: 'Old plans' }))
    must(await updateBoard(owner.client, old.id, { archived: true }))
    const screen = (options: { boardSlug?: string; lastBoardSlug?: string }) =>
      getBoardScreen(member.client, workspaceId, { ...options, olderThan: cutoff })

    const named = must(await screen({ boardSlug: roadmap.slug, lastBoardSlug: 'nothing' }))
    expect(named.board.id).toBe(roadmap.id)
    expect(named.columns.map((c) => c.board_id)).toEqual(Array(6).fill(roadmap.id))
    expect(named.tasks).toEqual([])
    expect(named.boards.map((b) => b.id)).toEqual([boardId, roadmap.id])
    expect(must(await screen({ lastBoardSlug: roadmap.slug })).board.id).toBe(roadmap.id)
    // A last board since archived, or one that never was, falls back to the first open board.
    expect(must(await screen({ lastBoardSlug: old.slug })).board.id).toBe(boardId)
    expect(must(await screen({ lastBoardSlug: 'gone' })).board.id).toBe(boardId)
    // An archived or unknown board by address is the 404 page.
    expect((await screen({ boardSlug: old.slug })).error?.code).toBe('not_found')
    expect((await screen({ boardSlug: 'gone' })).error?.code).toBe('not_found')
  })

  it('is not_found for a non-member or a malformed id; a malformed cutoff is invalid', async () => {
    const outside = await getBoardScreen(outsider.client, workspaceId, { olderThan: cutoff })
    expect(outside.error?.code).toBe('not_found')
    const malformed = await getBoardScreen(member.client, 'not-a-workspace', { olderThan: cutoff })
    expect(malformed.error?.code).toBe('not_found')
    const badCutoff = await getBoardScreen(member.client, workspaceId, { olderThan: 'a while ago' })
    expect(badCutoff.error?.code).toBe('invalid_input')
  })
})

import {
  addChecklistItem,
  addComment,
  addTaskLabel,
  createInvitation,
  createLabel,
  createTask,
  startTrelloImport,
  uploadAttachment,
} from '@teamboard/supabase/mutations'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type LocalSupabase,
  type TestUser,
  createUsers,
  serviceClient,
  startBackend,
} from './support/backend.ts'
import { type Column, PRIVILEGE_COLUMNS_SQL } from './support/column-privileges.ts'
import { createTeam, must } from './support/team.ts'

// The RLS matrix (rls-matrix.test.ts) counts rows; this is its column half. Read from the schema:
// every column of every API table that `authenticated` holds no UPDATE grant on is written by
// primary key, as the workspace owner (the most a client can be), with the value it already has
// — so nothing but the privilege check can refuse it — and must be refused (42501) and unchanged.
// A new table or column is covered the day it lands.

let backend: LocalSupabase
let owner: TestUser
const rows = new Map<string, Record<string, unknown>>()

beforeAll(async () => {
  backend = await startBackend()
  ;[owner] = await createUsers(backend, ['Owner'])
  const ws = await createTeam(owner)
  const invitation = must(
    await createInvitation(owner.client, ws.id, { email: 'someone@example.com', role: 'member' }),
  )
  const task = must(await createTask(owner.client, ws.id, { title: 'Probe', position: 'a0' }))
  const taskRef = { id: task.id, workspaceId: ws.id }
  const comment = must(await addComment(owner.client, taskRef, { body: 'Probe' }))
  const file = new Blob(['probe'], { type: 'text/plain' })
  const attachment = must(await uploadAttachment(owner.client, taskRef, file, 'probe.txt'))
  const label = must(await createLabel(owner.client, ws.id, { name: 'Probe', color: 'teal' }))
  must(await addTaskLabel(owner.client, taskRef, label.id))
  const item = must(
    await addChecklistItem(owner.client, taskRef, { body: 'Probe', position: 'a0' }),
  )
  const service = serviceClient(backend)
  // Only the staff function writes the support audit (with the secret key).
  const audit = await service
    .from('support_audit')
    .insert({
      actor_id: owner.id,
      actor_email: 'staff@example.com',
      action: 'revoke_invitation',
      target_type: 'invitation',
      target_id: invitation.id ?? '',
      reason: 'Probe row',
    })
    .select('id')
    .single()
  if (audit.error) throw audit.error
  // Notifications are written by triggers only; one for the owner (its mail follows it).
  const notified = await service.from('notifications').insert({
    user_id: owner.id,
    workspace_id: ws.id,
    task_id: task.id,
    kind: 'assigned',
    event_id: crypto.randomUUID(),
  })
  if (notified.error) throw notified.error
  const preference = await service
    .from('notification_preferences')
    .insert({ user_id: owner.id, kind: 'commented', delivery: 'digest' })
  if (preference.error) throw preference.error
  // Imports are written by the import functions only; an empty one completes at once.
  const imported = must(
    await startTrelloImport(owner.client, ws.id, {
      source_id: 'probe',
      name: 'Probe',
      columns: [{ name: 'Probe', group: 'unstarted' }],
      labels: [],
      tasks: [],
    }),
  )
  const one = async (table: string, column: string, value: string) => {
    const { data, error } = await service
      .from(table as 'tasks')
      .select('*')
      .eq(column as 'id', value)
      .limit(1)
      .single()
    if (error) throw error
    rows.set(table, data)
  }
  await Promise.all([
    one('workspaces', 'id', ws.id),
    one('workspace_members', 'workspace_id', ws.id),
    one('invitations', 'id', invitation.id ?? ''),
    one('profiles', 'id', owner.id),
    one('tasks', 'id', task.id),
    one('activity', 'task_id', task.id),
    one('comments', 'id', comment.id),
    one('attachments', 'id', attachment.id),
    one('support_audit', 'id', audit.data.id),
    one('boards', 'id', task.board_id),
    one('board_columns', 'id', task.column_id),
    one('labels', 'id', label.id),
    one('task_labels', 'task_id', task.id),
    one('checklist_items', 'id', item.id),
    one('task_search', 'task_id', task.id),
    one('watchers', 'task_id', task.id),
    one('notifications', 'user_id', owner.id),
    one('notification_mails', 'user_id', owner.id),
    one('notification_preferences', 'user_id', owner.id),
    one('imports', 'id', imported.import.id),
  ])
}, 60_000)

afterAll(async () => {
  await backend?.stop()
})

async function columns(): Promise<Column[]> {
  return backend.sql<Column>(PRIVILEGE_COLUMNS_SQL)
}

describe('12.1 columns a client may not write, for every API table', () => {
  it('every table the app has is probed', async () => {
    const tables = new Set((await columns()).map((c) => c.table))
    expect([...tables].sort()).toEqual([...rows.keys()].sort())
  })

  it('each column without an UPDATE grant is refused by primary key and keeps its value', async () => {
    const all = await columns()
    const failures: string[] = []
    for (const { table, column } of all.filter((c) => !c.writable)) {
      const row = rows.get(table)!
      let query = owner.client.from(table as 'tasks').update({ [column]: row[column] } as never)
      for (const key of all.filter((c) => c.table === table && c.key))
        query = query.eq(key.column as 'id', row[key.column] as string)
      const { error } = await query
      if (error?.code !== '42501') failures.push(`${table}.${column}: ${error?.code ?? 'accepted'}`)
    }
    expect(failures).toEqual([])
    // …and nothing moved.
    for (const [table, before] of rows) {
      const key = all.find((c) => c.table === table && c.key)!.column
      const { data } = await serviceClient(backend)
        .from(table as 'tasks')
        .select('*')
        .eq(key as 'id', before[key] as string)
        .limit(1)
        .single()
      expect(data, table).toEqual(before)
    }
  })
})

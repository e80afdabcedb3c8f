import { startLocalSupabase, type LocalSupabase } from '@teamboard/local-supabase'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { callStaff, person, staffMember, type Person } from './harness.ts'

// Staff cannot browse customers' data without a trace: every look-up (found or not) writes a
// support_audit row naming the staff member, what they searched and what it found.
let backend: LocalSupabase
let staff: Person
let owner: Person
let slug: string
let workspaceId: string

beforeAll(async () => {
  backend = await startLocalSupabase({ seed: false, realtime: false, quiet: true })
  ;[staff, owner] = await Promise.all([staffMember(backend), person(backend, 'owner')])
  slug = `audit-${Date.now().toString(36)}`
  const { data, error } = await owner.client.rpc('create_workspace', { name: 'Audit', slug })
  if (error) throw error
  workspaceId = data.id
}, 120_000)

afterAll(async () => {
  await backend?.stop()
})

/** Every audit row, in the columns a look-up row fills (read as JSON: older rows lack `query`). */
async function lookupRows() {
  const rows = await backend.sql<{ row: Record<string, unknown> }>(
    'select to_jsonb(a) as row from public.support_audit a order by created_at',
  )
  return rows.map(({ row }) => ({
    actor_id: row.actor_id,
    actor_email: row.actor_email,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    query: row.query,
    outcome: row.outcome,
  }))
}

it('records each look-up: who, what was searched, what it found, and the misses', async () => {
  expect((await callStaff(staff, { op: 'find-user', query: owner.email })).status).toBe(200)
  expect((await callStaff(staff, { op: 'find-workspace', slug })).status).toBe(200)
  expect((await callStaff(staff, { op: 'find-user', query: 'nobody@example.com' })).status).toBe(
    404,
  )
  const who = { actor_id: staff.id, actor_email: staff.email }
  expect(await lookupRows()).toEqual([
    {
      ...who,
      action: 'find_user',
      target_type: 'user',
      target_id: owner.id,
      query: owner.email,
      outcome: 'done',
    },
    {
      ...who,
      action: 'find_workspace',
      target_type: 'workspace',
      target_id: workspaceId,
      query: slug,
      outcome: 'done',
    },
    {
      ...who,
      action: 'find_user',
      target_type: 'user',
      target_id: null,
      query: 'nobody@example.com',
      outcome: 'failed',
    },
  ])
})

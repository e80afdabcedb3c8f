import {
  acceptInvitation,
  createInvitation,
  createTask,
  createWorkspace,
} from '@teamboard/supabase/mutations'
import { toAppError } from '@teamboard/supabase/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createUsers,
  type LocalSupabase,
  sqlBypassingTriggers,
  startBackend,
  type TestUser,
} from './support/backend.ts'
import { createTeam, must, uniqueSlug } from './support/team.ts'

// The count limits of docs/limits.md are enforced by the database. Bulk rows are put in place with triggers off
// to get next to a limit quickly; the request that would cross it goes through the API.

let backend: LocalSupabase
let owner: TestUser
let joiner: TestUser

beforeAll(async () => {
  backend = await startBackend()
  ;[owner, joiner] = await createUsers(backend, ['Owner', 'Joiner'])
}, 60_000)

afterAll(async () => {
  await backend?.stop()
})

async function count(sql: string, params: unknown[]): Promise<number> {
  const rows = await backend.sql<{ n: number }>(`select count(*)::int as n from ${sql}`, params)
  return rows[0]?.n ?? 0
}

/** `n` placeholder people (profiles only: no one signs in as them) who are members of `workspaceId`. */
function addBulkMembers(workspaceId: string, n: number) {
  return sqlBypassingTriggers(
    backend,
    `
    with people as (
      insert into public.profiles (id, display_name) select gen_random_uuid(), 'Bulk ' || g from generate_series(1, ${n}) g returning id
    )
    insert into public.workspace_members (workspace_id, user_id, role) select '${workspaceId}', id, 'member' from people`,
  )
}

describe('limits', () => {
  it('a workspace has at most 50 members: the 51st cannot join', async () => {
    const ws = await createTeam(owner)
    const invitation = must(
      await createInvitation(owner.client, ws.id, { email: joiner.email, role: 'member' }),
    )
    await addBulkMembers(ws.id, 49)
    expect((await acceptInvitation(joiner.client, invitation.token as string)).error?.code).toBe(
      'limit_reached',
    )
    expect(await count('public.workspace_members where workspace_id = $1', [ws.id])).toBe(50)
    expect(
      (
        await createInvitation(owner.client, ws.id, {
          email: 'too-late@example.com',
          role: 'member',
        })
      ).error?.code,
    ).toBe('limit_reached')
  })

  it('a person belongs to at most 20 workspaces: neither creating nor joining a 21st works', async () => {
    const invitedTo = await createTeam(owner)
    const invitation = must(
      await createInvitation(owner.client, invitedTo.id, { email: joiner.email, role: 'member' }),
    )
    await sqlBypassingTriggers(
      backend,
      `
      with ws as (
        insert into public.workspaces (name, slug) select 'Bulk ' || g, '${uniqueSlug('bulk')}-' || g from generate_series(1, 20) g returning id
      )
      insert into public.workspace_members (workspace_id, user_id, role) select id, '${joiner.id}', 'member' from ws`,
    )
    expect(
      (await createWorkspace(joiner.client, { name: 'One more', slug: uniqueSlug() })).error?.code,
    ).toBe('limit_reached')
    expect((await acceptInvitation(joiner.client, invitation.token as string)).error?.code).toBe(
      'limit_reached',
    )
    expect(await count('public.workspace_members where user_id = $1', [joiner.id])).toBe(20)
  })

  it('a workspace has at most 50 pending invitations; re-sending one of them still works', async () => {
    const ws = await createTeam(owner)
    await sqlBypassingTriggers(
      backend,
      `
      insert into public.invitations (workspace_id, email, token_hash, invited_by)
      select '${ws.id}', 'bulk-' || g || '@example.com', encode(sha256(('${ws.id}' || g)::bytea), 'hex'), '${owner.id}'
      from generate_series(1, 50) g`,
    )
    expect(
      (
        await createInvitation(owner.client, ws.id, {
          email: 'one-more@example.com',
          role: 'member',
        })
      ).error?.code,
    ).toBe('limit_reached')
    expect(
      (await createInvitation(owner.client, ws.id, { email: 'bulk-1@example.com', role: 'admin' }))
        .error,
    ).toBeNull()
    expect(await count('public.invitations where workspace_id = $1', [ws.id])).toBe(50)
  })

  it('expired invitations do not count towards the 50', async () => {
    const ws = await createTeam(owner)
    await sqlBypassingTriggers(
      backend,
      `
      insert into public.invitations (workspace_id, email, token_hash, expires_at)
      select '${ws.id}', 'old-' || g || '@example.com', encode(sha256(('old${ws.id}' || g)::bytea), 'hex'), now() - interval '1 day'
      from generate_series(1, 50) g`,
    )
    expect(
      (await createInvitation(owner.client, ws.id, { email: 'fresh@example.com', role: 'member' }))
        .error,
    ).toBeNull()
  })

  it('a workspace has at most 10 000 tasks, through REST and through the service role', async () => {
    const ws = await createTeam(owner)
    // 9 999 rows in one statement (keys `d0001`…`d9999`: head `d` means four digits follow).
    await sqlBypassingTriggers(
      backend,
      `
      insert into public.tasks (workspace_id, number, title, position, created_by)
      select '${ws.id}', g, 'Bulk ' || g, 'd' || lpad(g::text, 4, '0'), '${owner.id}'
      from generate_series(1, 9999) g`,
    )
    const last = await createTask(owner.client, ws.id, {
      title: 'The 10 000th',
      position: 'e00000',
    })
    expect(last.error).toBeNull()
    expect(last.data?.number).toBe(10_000)
    expect(
      (await createTask(owner.client, ws.id, { title: 'One more', position: 'e00001' })).error
        ?.code,
    ).toBe('limit_reached')
    const service = await backend.serviceClient
      .from('tasks')
      .insert({ workspace_id: ws.id, title: 'Service', position: 'e00002' })
      .select()
    expect(toAppError(service.error).code).toBe('limit_reached')
    expect(await count('public.tasks where workspace_id = $1', [ws.id])).toBe(10_000)
    // Another workspace is not affected.
    const other = await createTeam(owner)
    expect(
      (await createTask(owner.client, other.id, { title: 'Fine', position: 'a0' })).error,
    ).toBeNull()
  })
})

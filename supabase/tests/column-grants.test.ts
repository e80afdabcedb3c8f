import { createInvitation } from '@teamboard/supabase/mutations'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type LocalSupabase,
  type TestUser,
  anonClient,
  createUsers,
  serviceClient,
  startBackend,
} from './support/backend.ts'
import { createTeam, must } from './support/team.ts'

// The migrations grant each role only the columns (and functions) it may use. A write to any other column is
// refused outright (42501), whatever RLS would allow, and the row stays as it was. (The local
// backend used to widen every grant on its first REST request; see local-supabase's grants.ts.)

let backend: LocalSupabase
let owner: TestUser
let admin: TestUser

beforeAll(async () => {
  backend = await startBackend()
  ;[owner, admin] = await createUsers(backend, ['Owner', 'Admin'])
}, 60_000)

afterAll(async () => {
  await backend?.stop()
})

async function row(table: 'workspaces' | 'profiles' | 'invitations', id: string) {
  const { data } = await serviceClient(backend).from(table).select('*').eq('id', id).single()
  return data
}

describe('columns a role may not write', () => {
  it('workspaces: an admin cannot rewrite created_by, an owner cannot rewrite created_at', async () => {
    const workspace = await createTeam(owner, [[admin, 'admin']])
    const before = await row('workspaces', workspace.id)
    const byAdmin = await admin.client
      .from('workspaces')
      .update({ created_by: null })
      .eq('id', workspace.id)
    const byOwner = await owner.client
      .from('workspaces')
      .update({ created_at: '2000-01-01T00:00:00+00:00' })
      .eq('id', workspace.id)
    expect([byAdmin.error?.code, byOwner.error?.code]).toEqual(['42501', '42501'])
    expect(await row('workspaces', workspace.id)).toEqual(before)
    // The columns they may write still work.
    expect(
      (await admin.client.from('workspaces').update({ name: 'Renamed' }).eq('id', workspace.id))
        .error,
    ).toBeNull()
  })

  it('invitations: an admin can revoke but not rewrite email, invited_by or created_at', async () => {
    const workspace = await createTeam(owner, [[admin, 'admin']])
    const invitation = must(
      await createInvitation(owner.client, workspace.id, {
        email: 'someone@example.com',
        role: 'member',
      }),
    )
    const id = invitation.id as string
    const before = await row('invitations', id)
    for (const change of [
      { email: 'attacker@example.com' },
      { invited_by: admin.id },
      { created_at: '2000-01-01T00:00:00+00:00' },
    ]) {
      const { error } = await admin.client.from('invitations').update(change).eq('id', id)
      expect([change, error?.code]).toEqual([change, '42501'])
    }
    expect(await row('invitations', id)).toEqual(before)
  })

  it('trigger functions are not executable by anon or a user', async () => {
    const privileges = await backend.sql<{ role: string; allowed: boolean }>(
      `select role, has_function_privilege(role, 'public.set_updated_at()', 'execute') as allowed
       from unnest(array['anon', 'authenticated']) as role`,
    )
    expect(privileges).toEqual([
      { role: 'anon', allowed: false },
      { role: 'authenticated', allowed: false },
    ])
    for (const client of [anonClient(backend), owner.client])
      expect((await client.rpc('set_updated_at' as never)).error).not.toBeNull()
  })

  it('profiles: a user cannot rewrite their own created_at', async () => {
    const before = await row('profiles', owner.id)
    const { error } = await owner.client
      .from('profiles')
      .update({ created_at: '2000-01-01T00:00:00+00:00' })
      .eq('id', owner.id)
    expect(error?.code).toBe('42501')
    expect(await row('profiles', owner.id)).toEqual(before)
  })
})

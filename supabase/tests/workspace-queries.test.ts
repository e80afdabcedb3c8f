import { deleteWorkspace } from '@teamboard/supabase/mutations'
import {
  type Workspace,
  getWorkspaceBySlug,
  listMembers,
  listMyWorkspaces,
  listPendingInvitations,
} from '@teamboard/supabase/queries'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUsers, type LocalSupabase, startBackend, type TestUser } from './support/backend.ts'
import { createTeam, must } from './support/team.ts'

// The read side of @teamboard/supabase for workspaces, against the real schema and RLS.

let backend: LocalSupabase
let owner: TestUser
let member: TestUser
let outsider: TestUser
let acme: Workspace
let other: Workspace

beforeAll(async () => {
  backend = await startBackend()
  ;[owner, member, outsider] = await createUsers(backend, [
    'Ada Owner',
    'Max Member',
    'Olga Outsider',
  ])
  acme = await createTeam(owner, [[member, 'member']])
  other = await createTeam(outsider)
}, 60_000)

afterAll(async () => {
  await backend?.stop()
})

describe('workspace queries', () => {
  it('my workspaces list only mine, with my role', async () => {
    expect(
      must(await listMyWorkspaces(member.client, member.id)).map((ws) => [ws.slug, ws.role]),
    ).toEqual([[acme.slug, 'member']])
    expect(must(await listMyWorkspaces(outsider.client, outsider.id)).map((ws) => ws.slug)).toEqual(
      [other.slug],
    )
  })

  it('by slug: my role for a member, not_found for anyone else (the 404 page)', async () => {
    expect(must(await getWorkspaceBySlug(owner.client, owner.id, acme.slug)).role).toBe('owner')
    expect((await getWorkspaceBySlug(outsider.client, outsider.id, acme.slug)).error?.code).toBe(
      'not_found',
    )
    expect(
      (await getWorkspaceBySlug(owner.client, owner.id, 'no-such-workspace')).error?.code,
    ).toBe('not_found')
  })

  it('members come with their profiles, owners first', async () => {
    const members = must(await listMembers(member.client, acme.id))
    expect(members.map((m) => [m.profile.display_name, m.role])).toEqual([
      ['Ada Owner', 'owner'],
      ['Max Member', 'member'],
    ])
    expect(must(await listMembers(outsider.client, acme.id))).toEqual([])
  })

  it('pending invitations are for owners and admins; members see none', async () => {
    const { error } = await owner.client.rpc('create_invitation', {
      workspace_id: acme.id,
      email: 'new@example.com',
      role: 'member',
    })
    expect(error).toBeNull()
    expect(must(await listPendingInvitations(owner.client, acme.id)).map((i) => i.email)).toEqual([
      'new@example.com',
    ])
    expect(must(await listPendingInvitations(member.client, acme.id))).toEqual([])
  })

  it('only an owner deletes a workspace, and its memberships go with it', async () => {
    // A member lacks the right (docs/roles.md): forbidden, before any stored object is touched.
    expect((await deleteWorkspace(member.client, acme.id)).error?.code).toBe('forbidden')
    expect((await deleteWorkspace(owner.client, acme.id)).error).toBeNull()
    expect(must(await listMyWorkspaces(member.client, member.id))).toEqual([])
  })
})

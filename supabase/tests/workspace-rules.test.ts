import { toAppError } from '@teamboard/supabase/errors'
import {
  changeMemberRole,
  createInvitation,
  createWorkspace,
  leaveWorkspace,
  removeMember,
  renameWorkspace,
  transferOwnership,
} from '@teamboard/supabase/mutations'
import { isSlugAvailable } from '@teamboard/supabase/queries'
import { describe, expect, it } from 'vitest'
import { anonClient, type LocalSupabase, useBackend, type TestUser } from './support/backend.ts'
import { createTeam, join, must, roleOf, uniqueSlug } from './support/team.ts'

// Misuse of the membership rpc functions (docs/states.md, docs/roles.md): each refusal must arrive as the
// catalogue code, and must leave the membership as it was.

let backend: LocalSupabase
let owner: TestUser
let admin: TestUser
let member: TestUser
let outsider: TestUser

useBackend(['Owner', 'Admin', 'Member', 'Outsider'], (started, users) => {
  backend = started
  ;[owner, admin, member, outsider] = users
})

const team = () =>
  createTeam(owner, [
    [admin, 'admin'],
    [member, 'member'],
  ])

describe('roles: only owners change roles (docs/roles.md)', () => {
  it('a member cannot promote themself', async () => {
    const ws = await team()
    expect((await changeMemberRole(member.client, ws.id, member.id, 'owner')).error?.code).toBe(
      'forbidden',
    )
    expect(await roleOf(backend, ws.id, member.id)).toBe('member')
  })

  it('an admin cannot demote an owner, nor promote themself', async () => {
    const ws = await team()
    expect((await changeMemberRole(admin.client, ws.id, owner.id, 'member')).error?.code).toBe(
      'forbidden',
    )
    expect((await changeMemberRole(admin.client, ws.id, admin.id, 'owner')).error?.code).toBe(
      'forbidden',
    )
    expect([
      await roleOf(backend, ws.id, owner.id),
      await roleOf(backend, ws.id, admin.id),
    ]).toEqual(['owner', 'admin'])
  })

  it('someone outside the workspace gets not_found, not a hint that it exists', async () => {
    const ws = await team()
    expect((await changeMemberRole(outsider.client, ws.id, member.id, 'admin')).error?.code).toBe(
      'not_found',
    )
    expect((await removeMember(outsider.client, ws.id, member.id)).error?.code).toBe('not_found')
    expect((await transferOwnership(outsider.client, ws.id, outsider.id)).error?.code).toBe(
      'not_found',
    )
    expect(
      (await createInvitation(outsider.client, ws.id, { email: 'x@example.com', role: 'member' }))
        .error?.code,
    ).toBe('not_found')
  })

  it('an owner changes roles; a non-member target is not_found', async () => {
    const ws = await team()
    expect((await changeMemberRole(owner.client, ws.id, member.id, 'admin')).error).toBeNull()
    expect(await roleOf(backend, ws.id, member.id)).toBe('admin')
    expect((await changeMemberRole(owner.client, ws.id, outsider.id, 'admin')).error?.code).toBe(
      'not_found',
    )
  })
})

describe('removing members (owners anyone, admins not owners, members nobody)', () => {
  it('a member cannot remove anyone and cannot invite', async () => {
    const ws = await team()
    expect((await removeMember(member.client, ws.id, admin.id)).error?.code).toBe('forbidden')
    expect(
      (
        await createInvitation(member.client, ws.id, {
          email: 'friend@example.com',
          role: 'member',
        })
      ).error?.code,
    ).toBe('forbidden')
  })

  it('an admin cannot remove an owner but can remove a member', async () => {
    const ws = await team()
    expect((await removeMember(admin.client, ws.id, owner.id)).error?.code).toBe('forbidden')
    expect((await removeMember(admin.client, ws.id, member.id)).error).toBeNull()
    expect(await roleOf(backend, ws.id, member.id)).toBeNull()
  })
})

describe('a workspace always keeps an owner', () => {
  it('the last owner cannot demote themself, remove themself, or leave', async () => {
    const ws = await team()
    expect((await changeMemberRole(owner.client, ws.id, owner.id, 'admin')).error?.code).toBe(
      'last_owner',
    )
    expect((await removeMember(owner.client, ws.id, owner.id)).error?.code).toBe('last_owner')
    expect((await leaveWorkspace(owner.client, ws.id)).error).toEqual({
      code: 'last_owner',
      message: 'A workspace needs at least one owner.',
    })
    expect(await roleOf(backend, ws.id, owner.id)).toBe('owner')
  })

  it('with a second owner, one may leave; then the other is the last', async () => {
    const ws = await team()
    must(await changeMemberRole(owner.client, ws.id, admin.id, 'owner'))
    expect((await leaveWorkspace(owner.client, ws.id)).error).toBeNull()
    expect((await leaveWorkspace(admin.client, ws.id)).error?.code).toBe('last_owner')
  })

  it('members and admins leave freely', async () => {
    const ws = await team()
    expect((await leaveWorkspace(member.client, ws.id)).error).toBeNull()
    expect((await leaveWorkspace(admin.client, ws.id)).error).toBeNull()
    expect((await leaveWorkspace(admin.client, ws.id)).error?.code).toBe('not_found')
  })

  it('transferring ownership makes the caller an admin; only an owner can, and only to a member', async () => {
    const ws = await team()
    expect((await transferOwnership(admin.client, ws.id, admin.id)).error?.code).toBe('forbidden')
    expect((await transferOwnership(owner.client, ws.id, outsider.id)).error?.code).toBe(
      'not_found',
    )
    expect((await transferOwnership(owner.client, ws.id, member.id)).error).toBeNull()
    expect([
      await roleOf(backend, ws.id, member.id),
      await roleOf(backend, ws.id, owner.id),
    ]).toEqual(['owner', 'admin'])
    expect((await changeMemberRole(owner.client, ws.id, member.id, 'member')).error?.code).toBe(
      'forbidden',
    )
  })
})

describe('slugs', () => {
  it('a taken slug is slug_taken, in create_workspace and in a rename', async () => {
    const ws = await team()
    expect(
      (await createWorkspace(outsider.client, { name: 'Copycat', slug: ws.slug })).error?.code,
    ).toBe('slug_taken')
    const other = await createTeam(owner)
    expect((await renameWorkspace(owner.client, other.id, { slug: ws.slug })).error?.code).toBe(
      'slug_taken',
    )
    expect((await renameWorkspace(owner.client, other.id, { slug: 'settings' })).error?.code).toBe(
      'slug_taken',
    )
    expect((await renameWorkspace(owner.client, other.id, { slug: 'Bad Slug' })).error?.code).toBe(
      'invalid_input',
    )
    expect((await renameWorkspace(owner.client, other.id, { name: '' })).error?.code).toBe(
      'invalid_input',
    )
  })

  it.each(['new', 'settings', 'api', 'admin', 'w', 'auth'])(
    'the reserved word %j is slug_taken',
    async (slug) => {
      expect((await createWorkspace(owner.client, { name: 'Reserved', slug })).error?.code).toBe(
        'slug_taken',
      )
    },
  )

  it.each(['ab', 'x'.repeat(41), 'Acme', '-abc', 'a--b', 'a b'])(
    'the malformed slug %j is invalid_input',
    async (slug) => {
      expect((await createWorkspace(owner.client, { name: 'Bad', slug })).error?.code).toBe(
        'invalid_input',
      )
    },
  )

  it('a blank or too long name is invalid_input', async () => {
    expect(
      (await createWorkspace(owner.client, { name: '   ', slug: uniqueSlug() })).error?.code,
    ).toBe('invalid_input')
    expect(
      (await createWorkspace(owner.client, { name: 'x'.repeat(81), slug: uniqueSlug() })).error
        ?.code,
    ).toBe('invalid_input')
  })

  it('slug_available answers yes or no without saying whose workspace it is', async () => {
    const ws = await team()
    expect((await isSlugAvailable(outsider.client, ws.slug)).data).toBe(false)
    expect((await isSlugAvailable(outsider.client, 'admin')).data).toBe(false)
    expect((await isSlugAvailable(outsider.client, 'Not A Slug')).data).toBe(false)
    expect((await isSlugAvailable(outsider.client, uniqueSlug('free'))).data).toBe(true)
  })

  it('a renamed workspace keeps its members and gets the new address', async () => {
    const ws = await team()
    const slug = uniqueSlug('renamed')
    const renamed = must(await renameWorkspace(admin.client, ws.id, { name: 'Renamed', slug }))
    expect([renamed.name, renamed.slug]).toEqual(['Renamed', slug])
    expect((await renameWorkspace(member.client, ws.id, { name: 'Mine now' })).error?.code).toBe(
      'not_found',
    )
  })
})

describe('signed-out callers', () => {
  it('cannot call any workspace function', async () => {
    const anon = anonClient(backend)
    const { error } = await anon.rpc('create_workspace', { name: 'Anon', slug: uniqueSlug() })
    expect(toAppError(error).code).toBe('forbidden')
    expect(toAppError((await anon.rpc('slug_available', { slug: 'anything' })).error).code).toBe(
      'forbidden',
    )
  })

  it('an invitation cannot be joined twice by the same person', async () => {
    const ws = await createTeam(owner)
    await join(owner, ws.id, member)
    const rows = await backend.sql<{ n: number }>(
      'select count(*)::int as n from public.workspace_members where workspace_id = $1',
      [ws.id],
    )
    expect(rows[0]?.n).toBe(2)
  })
})

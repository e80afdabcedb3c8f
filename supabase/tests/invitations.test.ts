import { createHash } from 'node:crypto'
import { acceptInvitation, createInvitation, revokeInvitation } from '@teamboard/supabase/mutations'
import { listPendingInvitations } from '@teamboard/supabase/queries'
import { describe, expect, it } from 'vitest'
import { type LocalSupabase, type TestUser, useBackend } from './support/backend.ts'
import { createTeam, must, roleOf } from './support/team.ts'

// docs/states.md, "Invitations": only a pending, unexpired invitation can be accepted, once, by a signed-in user
// whose email matches. Every other case is the same invite_invalid.

let backend: LocalSupabase
let owner: TestUser
let admin: TestUser
let invitee: TestUser
let stranger: TestUser

useBackend(['Owner', 'Admin', 'Invitee', 'Stranger'], (started, users) => {
  backend = started
  ;[owner, admin, invitee, stranger] = users
})

async function invite(role: 'admin' | 'member' = 'member') {
  const ws = await createTeam(owner, [[admin, 'admin']])
  const invitation = must(
    await createInvitation(admin.client, ws.id, { email: invitee.email, role }),
  )
  return { ws, invitation, token: invitation.token as string }
}

describe('accept_invitation', () => {
  it('joins the workspace with the invited role, and says which workspace', async () => {
    const { ws, token } = await invite('admin')
    expect((await acceptInvitation(invitee.client, token)).data?.slug).toBe(ws.slug)
    expect(await roleOf(backend, ws.id, invitee.id)).toBe('admin')
  })

  it("someone else's invitation (another email) is invite_invalid, and joins no one", async () => {
    const { ws, token } = await invite()
    expect((await acceptInvitation(stranger.client, token)).error?.code).toBe('invite_invalid')
    expect(await roleOf(backend, ws.id, stranger.id)).toBeNull()
    expect((await acceptInvitation(invitee.client, token)).error).toBeNull()
  })

  it('an accepted token cannot be used again', async () => {
    const { token } = await invite()
    must(await acceptInvitation(invitee.client, token))
    expect((await acceptInvitation(invitee.client, token)).error?.code).toBe('invite_invalid')
  })

  it('an expired invitation is invite_invalid', async () => {
    const { ws, invitation, token } = await invite()
    await backend.sql(
      `update public.invitations set expires_at = now() - interval '1 minute' where id = $1`,
      [invitation.id],
    )
    expect((await acceptInvitation(invitee.client, token)).error?.code).toBe('invite_invalid')
    expect(await roleOf(backend, ws.id, invitee.id)).toBeNull()
  })

  it('a revoked invitation is invite_invalid', async () => {
    const { invitation, token } = await invite()
    must(await revokeInvitation(admin.client, invitation.id as string))
    expect((await acceptInvitation(invitee.client, token)).error?.code).toBe('invite_invalid')
  })

  it('a made-up token is invite_invalid', async () => {
    expect((await acceptInvitation(invitee.client, 'f'.repeat(64))).error?.code).toBe(
      'invite_invalid',
    )
    expect((await acceptInvitation(invitee.client, '')).error?.code).toBe('invite_invalid')
  })
})

describe('create_invitation', () => {
  it('stores only the SHA-256 of the token, and the invitation lives 7 days', async () => {
    const { invitation, token } = await invite()
    const [row] = await backend.sql<{ token_hash: string; days: number }>(
      `select token_hash, round(extract(epoch from expires_at - created_at) / 86400)::int as days from public.invitations where id = $1`,
      [invitation.id],
    )
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    expect(row).toEqual({ token_hash: createHash('sha256').update(token).digest('hex'), days: 7 })
  })

  it('inviting the same address again re-issues the invitation: one pending row, only the new token works', async () => {
    const { ws, token: first } = await invite()
    const again = must(
      await createInvitation(owner.client, ws.id, {
        email: invitee.email.toUpperCase(),
        role: 'admin',
      }),
    )
    const pending = must(await listPendingInvitations(owner.client, ws.id))
    expect(pending.map((row) => [row.email, row.role])).toEqual([[invitee.email, 'admin']])
    expect((await acceptInvitation(invitee.client, first)).error?.code).toBe('invite_invalid')
    expect((await acceptInvitation(invitee.client, again.token as string)).error).toBeNull()
  })

  it('an address that is already a member is already_member (checked in one query, case-insensitively)', async () => {
    const ws = await createTeam(owner, [[admin, 'admin']])
    expect(
      (
        await createInvitation(owner.client, ws.id, {
          email: admin.email.toUpperCase(),
          role: 'member',
        })
      ).error?.code,
    ).toBe('already_member')
  })

  it('an owner role cannot be given by invitation', async () => {
    const ws = await createTeam(owner)
    const { error } = await owner.client.rpc('create_invitation', {
      workspace_id: ws.id,
      email: invitee.email,
      role: 'owner',
    })
    expect(error?.hint).toBe('invalid_input')
  })
})

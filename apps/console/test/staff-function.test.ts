import { startLocalSupabase, type LocalSupabase } from '@teamboard/local-supabase'
import {
  anonClient,
  serviceClient,
  TEST_PASSWORD,
  uniqueEmail,
} from '@teamboard/local-supabase/testing'
import { errorCatalogue } from '@teamboard/supabase/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditRows, callStaff, person, staffMember, type Person } from './harness.ts'

// What staff can do through the `staff` function, against the real local backend.
let backend: LocalSupabase
let staff: Person
let owner: Person
let slug: string
let invitationId: string
const INVALID = { code: 'invalid_input', message: errorCatalogue.invalid_input }

beforeAll(async () => {
  backend = await startLocalSupabase({ seed: false, realtime: false, quiet: true })
  ;[staff, owner] = await Promise.all([staffMember(backend), person(backend, 'owner')])
  slug = `acme-${Date.now().toString(36)}`
  const { data, error } = await owner.client.rpc('create_workspace', { name: 'Acme', slug })
  if (error) throw error
  const invited = await owner.client.rpc('create_invitation', {
    workspace_id: data.id,
    email: 'bob@example.com',
    role: 'member',
  })
  if (invited.error || !invited.data.id) throw new Error('create_invitation failed')
  invitationId = invited.data.id
  await owner.client
    .from('tasks')
    .insert({ workspace_id: data.id, title: 'First task', position: 'a0' })
    .throwOnError()
}, 120_000)

afterAll(async () => {
  await backend?.stop()
})

describe('lookups', () => {
  it('finds a user by email and by id, with their workspaces and roles', async () => {
    const byEmail = await callStaff(staff, { op: 'find-user', query: owner.email.toUpperCase() })
    expect(byEmail.status).toBe(200)
    expect(byEmail.body.user).toMatchObject({
      id: owner.id,
      email: owner.email,
      displayName: 'owner',
      bannedUntil: null,
      staff: false,
      workspaces: [{ slug, name: 'Acme', role: 'owner' }],
    })
    const user = byEmail.body.user as { confirmedAt: string | null; lastSignInAt: string | null }
    expect(user.confirmedAt).not.toBeNull()
    expect(user.lastSignInAt).not.toBeNull()
    const byId = await callStaff(staff, { op: 'find-user', query: owner.id })
    // The same user; the history has grown by the look-up itself (audited first).
    const { history: before, ...found } = byEmail.body.user as { history: unknown[] }
    const { history: after, ...again } = byId.body.user as { history: unknown[] }
    expect(again).toEqual(found)
    expect(after).toHaveLength(before.length + 1)
    expect(after[0]).toMatchObject({ action: 'find_user', actorEmail: staff.email })
  })

  it('finds a workspace by slug: members, pending invitations, task count, activity', async () => {
    const { status, body } = await callStaff(staff, { op: 'find-workspace', slug })
    expect(status).toBe(200)
    expect(body.workspace).toMatchObject({
      slug,
      members: [{ userId: owner.id, role: 'owner', displayName: 'owner' }],
      pendingInvitations: [{ id: invitationId, email: 'bob@example.com', role: 'member' }],
      taskCount: 1,
    })
    expect((body.workspace as { recentActivity: unknown[] }).recentActivity.length).toBeGreaterThan(
      0,
    )
  })

  it('answers not_found for nobody and invalid_input for nonsense, never a 500', async () => {
    const nobody = await callStaff(staff, { op: 'find-user', query: 'nobody@example.com' })
    expect(nobody).toEqual({
      status: 404,
      body: { code: 'not_found', message: errorCatalogue.not_found },
    })
    expect((await callStaff(staff, { op: 'find-workspace', slug: 'no-such-place' })).status).toBe(
      404,
    )
    for (const body of [
      { op: 'find-user', query: 'not an address' },
      { op: 'find-workspace', slug: '../../etc' },
      { op: 'drop-tables' },
      'not json at all',
      { op: 'act', action: 'ban', userId: 'not-a-uuid', reason: 'because' },
    ])
      expect(await callStaff(staff, body)).toEqual({ status: 422, body: INVALID })
  })
})

describe('actions', () => {
  it('refuses an action without a reason (invalid_input) and records nothing', async () => {
    const before = await auditRows(backend)
    for (const reason of [undefined, '', '  ', 'x'])
      expect(
        await callStaff(staff, { op: 'act', action: 'ban', userId: owner.id, reason }),
      ).toEqual({
        status: 422,
        body: INVALID,
      })
    expect(await auditRows(backend)).toEqual(before)
    expect((await owner.client.auth.refreshSession()).error).toBeNull()
  })

  it('bans with a reason: audited, sessions end, sign-in refused; unban lets them back', async () => {
    const target = await person(backend, 'target')
    const banned = await callStaff(staff, {
      op: 'act',
      action: 'ban',
      userId: target.id,
      reason: 'ticket 42: account takeover',
    })
    expect(banned.status).toBe(200)
    expect((await auditRows(backend)).at(-1)).toMatchObject({
      actor_id: staff.id,
      action: 'ban',
      target_id: target.id,
      reason: 'ticket 42: account takeover',
      outcome: 'done',
    })
    // The access token they still hold is refused by the auth server (the web app's getUser).
    const token = (await target.client.auth.getSession()).data.session?.access_token
    const user = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.publishableKey, Authorization: `Bearer ${token}` },
    })
    expect(user.status).toBe(403)
    expect(await user.json()).toMatchObject({ error_code: 'session_not_found' })
    expect((await target.client.auth.refreshSession()).error).not.toBeNull()
    const again = await anonClient(backend).auth.signInWithPassword({
      email: target.email,
      password: TEST_PASSWORD,
    })
    expect(again.error?.code).toBe('user_banned')
    const found = await callStaff(staff, { op: 'find-user', query: target.id })
    expect((found.body.user as { bannedUntil: string | null }).bannedUntil).not.toBeNull()

    const unbanned = await callStaff(staff, {
      op: 'act',
      action: 'unban',
      userId: target.id,
      reason: 'ticket 42: owner verified',
    })
    expect(unbanned.status).toBe(200)
    const back = await anonClient(backend).auth.signInWithPassword({
      email: target.email,
      password: TEST_PASSWORD,
    })
    expect(back.error).toBeNull()
  })

  it('signs a user out of every device', async () => {
    const target = await person(backend, 'laptop-and-phone')
    const phone = anonClient(backend)
    await phone.auth.signInWithPassword({ email: target.email, password: TEST_PASSWORD })
    const done = await callStaff(staff, {
      op: 'act',
      action: 'sign_out_everywhere',
      userId: target.id,
      reason: 'lost phone',
    })
    expect(done.status).toBe(200)
    expect((await target.client.auth.refreshSession()).error).not.toBeNull()
    expect((await phone.auth.refreshSession()).error).not.toBeNull()
  })

  it('revokes a pending invitation, once', async () => {
    const act = {
      op: 'act',
      action: 'revoke_invitation',
      invitationId,
      reason: 'sent to the wrong person',
    }
    expect((await callStaff(staff, act)).status).toBe(200)
    const [row] = await backend.sql<{ revoked_at: string | null }>(
      'select revoked_at from public.invitations where id = $1',
      [invitationId],
    )
    expect(row?.revoked_at).not.toBeNull()
    expect(await callStaff(staff, act)).toEqual({
      status: 404,
      body: { code: 'not_found', message: errorCatalogue.not_found },
    })
    expect((await auditRows(backend)).at(-1)).toMatchObject({
      action: 'revoke_invitation',
      outcome: 'failed',
    })
  })

  it('resends the confirmation email to an unconfirmed user only', async () => {
    const email = uniqueEmail('unconfirmed')
    const { data } = await serviceClient(backend).auth.admin.createUser({
      email,
      password: TEST_PASSWORD,
    })
    const id = data.user!.id
    const resend = { op: 'act', action: 'resend_confirmation', userId: id, reason: 'never got it' }
    // The admin API's user got no email at creation; the resend sends the first one.
    expect((await callStaff(staff, resend)).status).toBe(200)
    expect((await backend.mailbox.latestTo(email))?.Subject).toMatch(/confirm/i)
    expect((await auditRows(backend)).at(-1)).toMatchObject({
      action: 'resend_confirmation',
      target_id: id,
      outcome: 'done',
    })
    const confirmed = { ...resend, userId: owner.id }
    expect(await callStaff(staff, confirmed)).toEqual({ status: 422, body: INVALID })
  })
})

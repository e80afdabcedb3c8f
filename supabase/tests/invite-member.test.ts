import { FunctionsHttpError } from '@supabase/supabase-js'
import { startLocalSupabase, type LocalSupabase } from '@teamboard/local-supabase'
import { appError, errorCatalogue, toAppError, toAppErrorAsync } from '@teamboard/supabase/errors'
import { revokeInvitation } from '@teamboard/supabase/mutations'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addMember,
  anonClient,
  forgedJwt,
  invitationsOf,
  SITE_URL,
  sha256,
  signedIn,
  uniqueEmail,
  workspaceOf,
  type TestUser,
} from './invite-member-harness.ts'

let backend: LocalSupabase
let owner: TestUser
let admin: TestUser
let member: TestUser
let workspaceId: string

beforeAll(async () => {
  backend = await startLocalSupabase({ seed: false, realtime: false, quiet: true })
  owner = await signedIn(backend, 'owner')
  admin = await signedIn(backend, 'admin')
  member = await signedIn(backend, 'member')
  workspaceId = await workspaceOf(owner, 'Acme <Rockets>')
  await addMember(backend, workspaceId, admin, 'admin')
  await addMember(backend, workspaceId, member, 'member')
}, 120_000)

afterAll(async () => {
  await backend?.stop()
})

type Body = { workspaceId?: string; email?: string; role?: string } | string

// supabase-js types a function's error as `any`; the tests read it as unknown.
function invite(
  as: TestUser,
  body: Body,
  headers?: Record<string, string>,
): Promise<{
  data: { invitation: { id: string; email: string; role: string } } | null
  error: unknown
}> {
  return as.client.functions.invoke('invite-member', { body, headers })
}

/** The error's HTTP status and what the app would show for it. */
async function refusal(result: { error: unknown }) {
  expect(result.error).toBeInstanceOf(FunctionsHttpError)
  const response = (result.error as FunctionsHttpError).context as Response
  const body = (await response.clone().json()) as { code: string; message: string }
  return { status: response.status, body, app: await toAppErrorAsync(result.error) }
}

describe('invite-member', () => {
  it('an admin invites: 200, only the hash stored, an email whose link carries the token', async () => {
    const email = uniqueEmail('invitee')
    const { data, error } = await invite(admin, {
      workspaceId,
      email: email.toUpperCase(),
      role: 'member',
    })
    expect(error).toBeNull()
    expect(data?.invitation).toMatchObject({ email, role: 'member', workspace_id: workspaceId })
    expect(JSON.stringify(data)).not.toMatch(/token/)

    const [row] = (await invitationsOf(backend, workspaceId)).filter((r) => r.email === email)
    expect(row).toMatchObject({ invited_by: admin.id, accepted_at: null, revoked_at: null })
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/)

    const mail = await backend.mailbox.latestTo(email)
    expect(mail?.Subject).toBe('You have been invited to a workspace on Teamboard')
    expect(mail?.Text).toContain('admin invited you to join Acme <Rockets> on Teamboard')
    expect(mail?.HTML).toContain('Join Acme &#60;Rockets&#62; on Teamboard')
    // Styled like the sign-up mail: the same card, heading and button.
    expect(mail?.HTML).toContain('border-radius: 12px')
    expect(mail?.HTML).toMatch(/<a href="[^"]+\/invite\/[^"]+" style="display: inline-block/)
    const link = mail?.Text.match(/https?:\/\/\S+\/invite\/(\S+)/)
    expect(link?.[0].startsWith(`${SITE_URL}/invite/`)).toBe(true)
    const token = link?.[1] ?? ''
    expect(sha256(token)).toBe(row?.token_hash)
    expect(JSON.stringify(row)).not.toContain(token)

    // The link works: the invitee signs up with that address and accepts with the token.
    const invitee = await signedIn(backend, 'invitee', email)
    const accepted = await invitee.client.rpc('accept_invitation', { token })
    expect(accepted.error).toBeNull()
    expect(
      await backend.sql(
        'select role from public.workspace_members where workspace_id = $1 and user_id = $2',
        [workspaceId, invitee.id],
      ),
    ).toEqual([{ role: 'member' }])
  })

  it('the owner invites an admin', async () => {
    const email = uniqueEmail('new-admin')
    const { data, error } = await invite(owner, { workspaceId, email, role: 'admin' })
    expect(error).toBeNull()
    expect(data?.invitation).toMatchObject({ email, role: 'admin' })
    expect((await backend.mailbox.latestTo(email))?.Text).toContain('as an admin')
  })

  it('a member may not invite: 403 forbidden, nothing stored or sent', async () => {
    const email = uniqueEmail('nope')
    const result = await invite(member, { workspaceId, email, role: 'member' })
    expect(await refusal(result)).toEqual({
      status: 403,
      body: { code: 'forbidden', message: errorCatalogue.forbidden },
      app: { code: 'forbidden', message: errorCatalogue.forbidden },
    })
    expect(toAppError(result.error).code).toBe('forbidden')
    expect((await invitationsOf(backend, workspaceId)).some((r) => r.email === email)).toBe(false)
    expect(await backend.mailbox.latestTo(email)).toBeUndefined()
  })

  it('someone outside the workspace gets 404 not_found', async () => {
    const outsider = await signedIn(backend, 'outsider')
    const { status, app } = await refusal(
      await invite(outsider, { workspaceId, email: uniqueEmail('x'), role: 'member' }),
    )
    expect([status, app.code]).toEqual([404, 'not_found'])
  })

  it('a second invitation to a pending address is refused (409 already_invited) and the first link keeps working', async () => {
    const email = uniqueEmail('twice')
    expect((await invite(admin, { workspaceId, email, role: 'member' })).error).toBeNull()
    const before = await invitationsOf(backend, workspaceId)
    const { status, app } = await refusal(
      await invite(owner, { workspaceId, email, role: 'admin' }),
    )
    expect([status, app]).toEqual([409, appError('already_invited')])
    expect(await invitationsOf(backend, workspaceId)).toEqual(before)
  })

  it('12.11 invite-member send limit: revoke-then-invite mails an address 3 times an hour, then 429 rate_limited', async () => {
    const email = uniqueEmail('again')
    const mails = async () =>
      (await backend.mailbox.messages()).filter((m) => m.To.some((to) => to.Address === email))
    for (let round = 0; round < 3; round++) {
      const sent = await invite(admin, { workspaceId, email, role: 'member' })
      expect(sent.error).toBeNull()
      expect(
        (await revokeInvitation(admin.client, sent.data?.invitation.id ?? '')).error,
      ).toBeNull()
    }
    const { status, app } = await refusal(
      await invite(owner, { workspaceId, email, role: 'member' }),
    )
    expect([status, app]).toEqual([429, appError('rate_limited')])
    expect(await mails()).toHaveLength(3)
    // Names the inviter chose never reach a subject line.
    for (const mail of await mails()) expect(mail.Subject).not.toMatch(/Acme|admin/)
    // Another address is not held back by this one.
    expect(
      (await invite(admin, { workspaceId, email: uniqueEmail('other'), role: 'member' })).error,
    ).toBeNull()
  })

  it('inviting an existing member is refused (409 already_member)', async () => {
    const { status, app } = await refusal(
      await invite(admin, { workspaceId, email: member.email.toUpperCase(), role: 'member' }),
    )
    expect([status, app]).toEqual([409, appError('already_member')])
    expect((await invitationsOf(backend, workspaceId)).some((r) => r.email === member.email)).toBe(
      false,
    )
  })

  it.each([
    ['not JSON', 'this is not json'],
    ['no email', { workspaceId: '00000000-0000-4000-8000-000000000000', role: 'member' }],
    [
      'an invalid email',
      {
        workspaceId: '00000000-0000-4000-8000-000000000000',
        email: 'not-an-email',
        role: 'member',
      },
    ],
    [
      'the owner role',
      {
        workspaceId: '00000000-0000-4000-8000-000000000000',
        email: 'x@example.com',
        role: 'owner',
      },
    ],
    ['no workspace id', { email: 'x@example.com', role: 'member' }],
  ])('a malformed body (%s) is 422 invalid_input', async (_case, body) => {
    const headers = typeof body === 'string' ? { 'Content-Type': 'application/json' } : undefined
    const { status, body: json, app } = await refusal(await invite(owner, body, headers))
    expect([status, json.code, app]).toEqual([
      422,
      'invalid_input',
      { code: 'invalid_input', message: errorCatalogue.invalid_input },
    ])
  })

  it('without a user JWT (publishable key only) or with a forged one: 401 before the function runs', async () => {
    const anonymous = await anonClient(backend).functions.invoke('invite-member', {
      body: { workspaceId, email: uniqueEmail('a'), role: 'member' },
    })
    const forged = await owner.client.functions.invoke('invite-member', {
      body: { workspaceId, email: uniqueEmail('f'), role: 'member' },
      headers: { Authorization: `Bearer ${forgedJwt(owner.id)}` },
    })
    for (const result of [anonymous, forged]) {
      const { status, app } = await refusal(result)
      expect([status, app.code]).toEqual([401, 'forbidden'])
    }
    const missing = await fetch(`${backend.url}/functions/v1/invite-member`, {
      method: 'POST',
      body: '{}',
    })
    expect(missing.status).toBe(401)
  })

  it('the pending-invitation limit (50) is enforced', async () => {
    const full = await workspaceOf(owner, 'Full of invites')
    await backend.sql(
      `insert into public.invitations (workspace_id, email, role, token_hash, invited_by)
       select $1::uuid, 'bulk-' || g || '@example.com', 'member', encode(sha256(convert_to('t' || g || $1::text, 'UTF8')), 'hex'), $2::uuid
       from generate_series(1, 50) g`,
      [full, owner.id],
    )
    const email = uniqueEmail('one-too-many')
    const { status, app } = await refusal(
      await invite(owner, { workspaceId: full, email, role: 'member' }),
    )
    expect([status, app.code]).toEqual([409, 'limit_reached'])
    expect(await backend.mailbox.latestTo(email)).toBeUndefined()
  })

  it('the member limit (50) is enforced', async () => {
    const crowded = await workspaceOf(owner, 'Crowded')
    await backend.sql(
      `with people as (
         insert into auth.users (id, aud, role, email, email_confirmed_at, raw_user_meta_data)
         select gen_random_uuid(), 'authenticated', 'authenticated', 'crowd-' || g || '-' || $1::text || '@example.com', now(), '{}'
         from generate_series(1, 49) g returning id)
       insert into public.workspace_members (workspace_id, user_id, role) select $1::uuid, id, 'member' from people`,
      [crowded],
    )
    const { status, app } = await refusal(
      await invite(owner, { workspaceId: crowded, email: uniqueEmail('late'), role: 'member' }),
    )
    expect([status, app.code]).toEqual([409, 'limit_reached'])
  })

  it('CORS: the app origin is allowed, another origin is not', async () => {
    const preflight = (origin: string) =>
      fetch(`${backend.url}/functions/v1/invite-member`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, content-type, apikey, x-client-info',
        },
      })
    const ours = await preflight(SITE_URL)
    expect(ours.status).toBe(204)
    expect(ours.headers.get('access-control-allow-origin')).toBe(SITE_URL)
    expect(ours.headers.get('access-control-allow-headers')).toContain('authorization')
    const theirs = await preflight('https://evil.example')
    expect(theirs.headers.get('access-control-allow-origin')).toBeNull()
  })
})

import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalSupabase } from '../src/index.ts'
import { anonClient, follow, signedInClient, startTestBackend, uniqueEmail } from './backend.ts'

let backend: LocalSupabase
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend?.stop())

const admin = () => backend.serviceClient.auth.admin

describe('auth admin API', () => {
  it('creates a confirmed user who can sign in, and runs the sign-up trigger', async () => {
    const email = uniqueEmail('admin')
    const { data, error } = await admin().createUser({
      email,
      password: 'correct-horse-1',
      email_confirm: true,
      user_metadata: { display_name: 'Ada' },
      app_metadata: { plan: 'pro' },
    })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({
      email,
      user_metadata: { display_name: 'Ada' },
      app_metadata: { plan: 'pro', provider: 'email' },
    })
    expect(data.user?.email_confirmed_at).toBeTruthy()
    expect(data.user?.identities?.[0]?.provider).toBe('email')
    expect(
      (await anonClient(backend).auth.signInWithPassword({ email, password: 'correct-horse-1' }))
        .error,
    ).toBeNull()
    const [profile] = await backend.sql<{ display_name: string }>(
      'select display_name from public.profiles where id = $1',
      [data.user?.id],
    )
    expect(profile?.display_name).toBe('Ada')
  })

  it('keeps an unconfirmed user out until confirmed by update', async () => {
    const email = uniqueEmail('unconfirmed')
    const { data } = await admin().createUser({ email, password: 'correct-horse-1' })
    expect(data.user?.email_confirmed_at).toBeUndefined()
    expect(
      (await anonClient(backend).auth.signInWithPassword({ email, password: 'correct-horse-1' }))
        .error?.code,
    ).toBe('email_not_confirmed')
    await admin().updateUserById(data.user?.id ?? '', { email_confirm: true })
    expect(
      (await anonClient(backend).auth.signInWithPassword({ email, password: 'correct-horse-1' }))
        .error,
    ).toBeNull()
  })

  it('rejects duplicates, bad emails and weak passwords with GoTrue codes', async () => {
    const email = uniqueEmail('dup')
    await admin().createUser({ email, password: 'correct-horse-1' })
    expect((await admin().createUser({ email, password: 'correct-horse-1' })).error).toMatchObject({
      status: 422,
      code: 'email_exists',
    })
    expect(
      (await admin().createUser({ email: 'not-an-email', password: 'correct-horse-1' })).error,
    ).toMatchObject({ status: 400, code: 'validation_failed' })
    expect(
      (await admin().createUser({ email: uniqueEmail(), password: 'short' })).error,
    ).toMatchObject({ status: 422, code: 'weak_password' })
  })

  it('lists, gets, updates and deletes users', async () => {
    const { user } = await signedInClient(backend, 'Lister')
    const listed = await admin().listUsers({ page: 1, perPage: 2 })
    expect(listed.error).toBeNull()
    expect(listed.data.users).toHaveLength(2)
    expect((listed.data as { total?: number }).total).toBeGreaterThanOrEqual(2)

    expect((await admin().getUserById(user.id)).data.user?.email).toBe(user.email)
    const updated = await admin().updateUserById(user.id, {
      user_metadata: { display_name: 'Renamed' },
      password: 'another-pass-2',
    })
    expect(updated.data.user?.user_metadata.display_name).toBe('Renamed')
    expect(
      (
        await anonClient(backend).auth.signInWithPassword({
          email: user.email ?? '',
          password: 'another-pass-2',
        })
      ).error,
    ).toBeNull()

    expect((await admin().deleteUser(user.id)).error).toBeNull()
    expect((await admin().getUserById(user.id)).error).toMatchObject({
      status: 404,
      code: 'user_not_found',
    })
    expect(await backend.sql('select 1 from public.profiles where id = $1', [user.id])).toEqual([])
  })

  it('bans a user', async () => {
    const { user, password } = await signedInClient(backend)
    await admin().updateUserById(user.id, { ban_duration: '24h' })
    expect(
      (await anonClient(backend).auth.signInWithPassword({ email: user.email ?? '', password }))
        .error?.code,
    ).toBe('user_banned')
  })

  it('generates magic-link and recovery links that sign the user in', async () => {
    const { user } = await signedInClient(backend)
    const magic = await admin().generateLink({ type: 'magiclink', email: user.email ?? '' })
    expect(magic.error).toBeNull()
    expect(magic.data.properties?.verification_type).toBe('magiclink')
    const landing = await follow(new URL(magic.data.properties?.action_link ?? ''))
    expect(new URLSearchParams(landing.hash.slice(1)).get('access_token')).toBeTruthy()

    const recovery = await admin().generateLink({ type: 'recovery', email: user.email ?? '' })
    const client = anonClient(backend)
    const verified = await client.auth.verifyOtp({
      token_hash: recovery.data.properties?.hashed_token ?? '',
      type: 'recovery',
    })
    expect(verified.data.user?.id).toBe(user.id)

    const invite = await admin().generateLink({ type: 'invite', email: uniqueEmail('invitee') })
    const accepted = await anonClient(backend).auth.verifyOtp({
      token_hash: invite.data.properties?.hashed_token ?? '',
      type: 'invite',
    })
    expect(accepted.error).toBeNull()
    expect(accepted.data.user?.email).toBe(invite.data.user?.email)
  })

  it('is refused to the publishable key and to user tokens', async () => {
    const { client, session } = await signedInClient(backend)
    const anon = await createClient(backend.url, backend.publishableKey, {
      auth: { persistSession: false },
    }).auth.admin.listUsers()
    expect(anon.error?.status).toBe(401)
    const asUser = await fetch(`${backend.url}/auth/v1/admin/users`, {
      headers: { apikey: backend.publishableKey, authorization: `Bearer ${session.access_token}` },
    })
    expect(asUser.status).toBe(403)
    expect(await asUser.json()).toMatchObject({ error_code: 'not_admin' })
    expect((await client.auth.admin.listUsers()).error).not.toBeNull()
  })
})

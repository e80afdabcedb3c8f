import { anonClient, createSignedInUser, serviceClient } from '@teamboard/local-supabase/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toAppError } from '../src/errors/index.js'
import { updateProfile, uploadAvatar } from '../src/mutations/index.js'
import { avatarUrl, getProfile } from '../src/queries/index.js'
import type { Database } from '../src/types/database.js'
import { type LocalSupabase, MIGRATION, startBackend } from './backend.js'

let backend: LocalSupabase

const client = () => anonClient<Database>(backend)
const admin = () => serviceClient<Database>(backend)

/** A confirmed user (the project confirms emails), signed in. */
async function signUp(email: string, displayName?: string) {
  const { id, client } = await createSignedInUser<Database>(backend, { email, displayName })
  return { supabase: client, user: { id } }
}

beforeAll(async () => {
  backend = await startBackend()
})
afterAll(async () => {
  await backend?.stop()
})

describe('the profiles migration on the local backend', () => {
  it('applies and records the migration', () => {
    expect(backend.appliedMigrations.map((m) => m.version)).toEqual([MIGRATION.split('_')[0]])
  })

  it('creates a profile on sign-up from the display_name metadata', async () => {
    const { supabase, user } = await signUp('ada@example.com', '  Ada Lovelace ')
    const { data, error } = await supabase
      .from('profiles')
      .select('id, display_name, avatar_path')
      .single()
    expect(error).toBeNull()
    expect(data).toEqual({ id: user.id, display_name: 'Ada Lovelace', avatar_path: null })
  })

  it("falls back to the email's local part", async () => {
    const { supabase } = await signUp('grace.hopper@example.com')
    const { data } = await supabase.from('profiles').select('display_name').single()
    expect(data?.display_name).toBe('grace.hopper')
  })

  it('lets a user read and rename only their own profile; updated_at moves', async () => {
    const alice = await signUp('alice@example.com', 'Alice')
    const bob = await signUp('bob@example.com', 'Bob')

    const visible = await alice.supabase.from('profiles').select('id')
    expect(visible.data).toEqual([{ id: alice.user.id }])

    const before = await alice.supabase.from('profiles').select('updated_at').single()
    const renamed = await alice.supabase
      .from('profiles')
      .update({ display_name: 'Alice B.' })
      .eq('id', alice.user.id)
      .select('display_name, updated_at')
      .single()
    expect(renamed.data?.display_name).toBe('Alice B.')
    expect(new Date(renamed.data?.updated_at ?? 0).getTime()).toBeGreaterThanOrEqual(
      new Date(before.data?.updated_at ?? 0).getTime(),
    )

    const hijack = await alice.supabase
      .from('profiles')
      .update({ display_name: 'Pwned' })
      .eq('id', bob.user.id)
      .select()
    expect(hijack.data ?? []).toEqual([])
    const noWhere = await alice.supabase
      .from('profiles')
      .update({ display_name: 'All mine' })
      .neq('id', '00000000-0000-0000-0000-000000000000')
      .select('id')
    expect(noWhere.data?.map((row) => row.id)).toEqual([alice.user.id])

    const { data: bobAsAdmin } = await admin()
      .from('profiles')
      .select('display_name')
      .eq('id', bob.user.id)
      .single()
    expect(bobAsAdmin?.display_name).toBe('Bob')
  })

  it('refuses inserts and deletes from the API, and anonymous reads', async () => {
    const carol = await signUp('carol@example.com', 'Carol')
    const insert = await carol.supabase
      .from('profiles')
      .insert({ id: crypto.randomUUID(), display_name: 'Ghost' })
    expect(toAppError(insert.error).code).toBe('forbidden')

    const del = await carol.supabase.from('profiles').delete().eq('id', carol.user.id).select()
    expect(del.data ?? []).toEqual([])
    const { count } = await admin()
      .from('profiles')
      .select('id', { count: 'exact', head: true })
      .eq('id', carol.user.id)
    expect(count).toBe(1)

    const anon = await client().from('profiles').select('id')
    expect(anon.data ?? []).toEqual([])
  })

  it('enforces the display name length in the database too', async () => {
    const dave = await signUp('dave@example.com', 'Dave')
    const tooLong = await dave.supabase
      .from('profiles')
      .update({ display_name: 'x'.repeat(81) })
      .eq('id', dave.user.id)
    // A check violation (23514) the form should have caught: invalid input, never a raw message.
    expect(tooLong.error?.message).toMatch(/profiles_display_name_length/)
    expect(toAppError(tooLong.error).code).toBe('invalid_input')
    const { data } = await dave.supabase.from('profiles').select('display_name').single()
    expect(data?.display_name).toBe('Dave')
  })

  it('deletes the profile with its auth user', async () => {
    const erin = await signUp('erin@example.com', 'Erin')
    const { error } = await admin().auth.admin.deleteUser(erin.user.id)
    expect(error).toBeNull()
    const { count } = await admin()
      .from('profiles')
      .select('id', { count: 'exact', head: true })
      .eq('id', erin.user.id)
    expect(count).toBe(0)
  })

  it('creates a public avatars bucket', async () => {
    const rows = await backend.sql<{ id: string; public: boolean }>(
      "select id, public from storage.buckets where id = 'avatars'",
    )
    expect(rows).toEqual([{ id: 'avatars', public: true }])
  })

  it('lets a user upload (and upsert) an avatar only under their own folder', async () => {
    const frank = await signUp('frank@example.com', 'Frank')
    const other = await signUp('gina@example.com', 'Gina')
    const png = new Uint8Array([137, 80, 78, 71])
    const avatars = frank.supabase.storage.from('avatars')

    const own = await avatars.upload(`${frank.user.id}/avatar.png`, png, {
      contentType: 'image/png',
      upsert: true,
    })
    expect(own.error).toBeNull()
    const again = await avatars.upload(`${frank.user.id}/avatar.png`, png, {
      contentType: 'image/png',
      upsert: true,
    })
    expect(again.error).toBeNull()

    const foreign = await avatars.upload(`${other.user.id}/avatar.png`, png, {
      contentType: 'image/png',
      upsert: true,
    })
    expect(toAppError(foreign.error).code).toBe('forbidden')
    const root = await avatars.upload('avatar.png', png, { contentType: 'image/png' })
    expect(root.error).not.toBeNull()

    const publicRead = await client()
      .storage.from('avatars')
      .download(`${frank.user.id}/avatar.png`)
    expect(publicRead.error).toBeNull()
    expect(publicRead.data?.size).toBe(4)
  })

  it('profile queries and mutations return data or catalogue errors', async () => {
    const hana = await signUp('hana@example.com', 'Hana')
    const ivan = await signUp('ivan@example.com', 'Ivan')

    expect((await getProfile(hana.supabase, hana.user.id)).data?.display_name).toBe('Hana')
    expect(await getProfile(hana.supabase, ivan.user.id)).toEqual({
      data: null,
      error: { code: 'not_found', message: 'Not found' },
    })

    const renamed = await updateProfile(hana.supabase, hana.user.id, { displayName: 'Hana M.' })
    expect(renamed.data?.display_name).toBe('Hana M.')
    expect(
      (await updateProfile(hana.supabase, ivan.user.id, { displayName: 'Pwned' })).error?.code,
    ).toBe('not_found')

    const avatar = await uploadAvatar(
      hana.supabase,
      hana.user.id,
      new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
    )
    expect(avatar.error).toBeNull()
    expect(avatar.data?.avatar_path).toBe(`${hana.user.id}/avatar.png`)
    const url = avatar.data ? avatarUrl(hana.supabase, avatar.data) : null
    expect(url).toMatch(
      new RegExp(`/storage/v1/object/public/avatars/${hana.user.id}/avatar.png\\?v=`),
    )

    const huge = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'image/png' })
    expect((await uploadAvatar(hana.supabase, hana.user.id, huge)).error).toEqual({
      code: 'file_too_large',
      message: 'Files can be at most 10 MB.',
    })
    expect(
      (
        await uploadAvatar(
          hana.supabase,
          ivan.user.id,
          new Blob([new Uint8Array([1])], { type: 'image/png' }),
        )
      ).error?.code,
    ).toBe('forbidden')
  })
})

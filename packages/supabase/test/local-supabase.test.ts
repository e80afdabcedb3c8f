import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toAppError } from '../src/errors/index.js'
import type { Database } from '../src/types/database.js'

/**
 * The profiles migration on the real local backend (tooling/local-supabase: lite + PGlite over
 * HTTP, with the project's config.toml). Only this package's migration is applied, from a copy,
 * so the test pins down this slice whatever state later migrations are in.
 */
const MIGRATION = '20261122000100_profiles.sql'

/** The part of @teamboard/local-supabase this test uses. */
interface LocalSupabase {
  url: string
  publishableKey: string
  serviceClient: SupabaseClient
  appliedMigrations: { version: string }[]
  sql<T>(text: string, params?: unknown[]): Promise<T[]>
  stop(): Promise<void>
}
type Start = (options: {
  migrationsDir: string
  seed: boolean
  realtime: boolean
  functions: boolean
  quiet: boolean
}) => Promise<LocalSupabase>

// Imported by a non-literal specifier so this package's tsc does not type-check that package's
// .ts sources under this package's compiler options; the interface above is the contract.
const localSupabase: string = '@teamboard/local-supabase'
const { startLocalSupabase } = (await import(localSupabase)) as { startLocalSupabase: Start }
let backend: LocalSupabase
let migrationsDir: string

beforeAll(async () => {
  migrationsDir = await mkdtemp(path.join(tmpdir(), 'teamboard-migrations-'))
  await cp(
    fileURLToPath(new URL(`../../../supabase/migrations/${MIGRATION}`, import.meta.url)),
    path.join(migrationsDir, MIGRATION),
  )
  backend = await startLocalSupabase({
    migrationsDir,
    seed: false,
    realtime: false,
    functions: false,
    quiet: true,
  })
})
afterAll(async () => {
  await backend?.stop()
  if (migrationsDir) await rm(migrationsDir, { recursive: true, force: true })
})

/** config.toml turns email confirmation on, so users are created confirmed through the admin API. */
async function signUp(email: string, displayName: string) {
  const created = await backend.serviceClient.auth.admin.createUser({
    email,
    password: 'correct-horse-1',
    email_confirm: true,
    user_metadata: { display_name: displayName },
  })
  if (created.error) throw created.error
  const supabase = createClient<Database>(backend.url, backend.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const { data, error } = await supabase.auth.signInWithPassword({
    email,
    password: 'correct-horse-1',
  })
  if (error || !data.user) throw error ?? new Error(`sign-in of ${email} failed`)
  return { supabase, user: data.user }
}

describe('profiles migration on the local backend (startLocalSupabase)', () => {
  it('applies and records the migration', () => {
    expect(backend.appliedMigrations.map((m) => m.version)).toEqual(['20261122000100'])
  })

  it('creates the profile on sign-up; each user reads and edits only their own', async () => {
    const ada = await signUp('ada@example.com', 'Ada')
    const bob = await signUp('bob@example.com', 'Bob')
    const { data } = await ada.supabase.from('profiles').select('id, display_name')
    expect(data).toEqual([{ id: ada.user.id, display_name: 'Ada' }])
    const hijack = await ada.supabase
      .from('profiles')
      .update({ display_name: 'Pwned' })
      .eq('id', bob.user.id)
      .select()
    expect(hijack.data ?? []).toEqual([])
    const rows = await backend.sql<{ display_name: string }>(
      'select display_name from public.profiles where id = $1',
      [bob.user.id],
    )
    expect(rows).toEqual([{ display_name: 'Bob' }])
  })

  it('keeps avatar uploads inside the uploader’s folder', async () => {
    const cy = await signUp('cy@example.com', 'Cy')
    const png = new Uint8Array([137, 80, 78, 71])
    const own = await cy.supabase.storage
      .from('avatars')
      .upload(`${cy.user.id}/a.png`, png, { contentType: 'image/png', upsert: true })
    expect(own.error).toBeNull()
    const foreign = await cy.supabase.storage
      .from('avatars')
      .upload(`${crypto.randomUUID()}/a.png`, png, { contentType: 'image/png' })
    expect(toAppError(foreign.error).code).toBe('forbidden')
    const { data: url } = cy.supabase.storage.from('avatars').getPublicUrl(`${cy.user.id}/a.png`)
    const response = await fetch(url.publicUrl)
    expect(response.status).toBe(200)
  })
})

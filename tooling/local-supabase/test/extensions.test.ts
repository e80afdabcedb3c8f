import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalSupabase } from '../src/index.ts'
import { startTestBackend } from './backend.ts'

// Hosted Supabase offers pg_trgm; a migration enables it with `create extension`.
let backend: LocalSupabase
beforeAll(async () => {
  backend = await startTestBackend()
}, 60_000)
afterAll(() => backend?.stop())

describe('contrib extensions', () => {
  it('pg_trgm can be created in the extensions schema and its GIN operator class indexes', async () => {
    await backend.sql('create extension if not exists pg_trgm with schema extensions')
    await backend.sql('create table public.trgm_probe (title text)')
    await backend.sql(
      'create index trgm_probe_idx on public.trgm_probe using gin (title extensions.gin_trgm_ops)',
    )
    await backend.sql("insert into public.trgm_probe values ('Webhook retries'), ('Billing')")
    const rows = await backend.sql<{ title: string; score: number }>(
      `select title, extensions.word_similarity('webhok', title) as score
       from public.trgm_probe where 'webhok' operator(extensions.<%) title`,
    )
    expect(rows.map((r) => r.title)).toEqual(['Webhook retries'])
    expect(rows[0]?.score).toBeGreaterThan(0.6)
  })
})

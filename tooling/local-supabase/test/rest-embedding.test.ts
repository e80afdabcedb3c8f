/**
 * Embedding disambiguation as PostgREST does it (Plan.hs findRel), through the unmodified
 * supabase-js: an alias is no hint, self-relationships follow PostgREST's convention, and two
 * embeds of one name collide (patches/@supabase__lite@0.10.0.patch, src/rest/embed-names.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalSupabase } from '../src/index.ts'
import { anonClient, FIXTURES, startTestBackend } from './backend.ts'

let backend: LocalSupabase
let anon: ReturnType<typeof anonClient>

beforeAll(async () => {
  backend = await startTestBackend({ migrationsDir: `${FIXTURES}postgrest-shapes-migrations` })
  anon = anonClient(backend)
})
afterAll(() => backend?.stop())

describe('two foreign keys to one table', () => {
  it('an alias alone is no hint: 300 PGRST201 with each relationship and the hints to use', async () => {
    const { data, error, status } = await anon.from('pairings').select('lead_id:people(name)')
    expect(data).toBeNull()
    expect(status).toBe(300)
    expect(error).toEqual({
      code: 'PGRST201',
      message:
        "Could not embed because more than one relationship was found for 'pairings' and 'people'",
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'pairings with people',
          relationship: 'pairings_lead_id_fkey using pairings(lead_id) and people(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'pairings with people',
          relationship: 'pairings_partner_id_fkey using pairings(partner_id) and people(id)',
        },
      ],
      hint: "Try changing 'people' to one of the following: 'people!pairings_lead_id_fkey', 'people!pairings_partner_id_fkey'. Find the desired relationship in the 'details' key.",
    })
  })

  it('hinted embeds work, and a hint matching no relationship is 400 PGRST200', async () => {
    const hinted = await anon
      .from('pairings')
      .select('lead:people!lead_id(name), partner:people!pairings_partner_id_fkey(name)')
    expect(hinted.error).toBeNull()
    expect(hinted.data).toEqual([{ lead: { name: 'ada' }, partner: { name: 'grace' } }])
    const wrong = await anon.from('pairings').select('people!nope(name)')
    expect(wrong.status).toBe(400)
    expect(wrong.error).toEqual({
      code: 'PGRST200',
      message: "Could not find a relationship between 'pairings' and 'people' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'pairings' and 'people' using the hint 'nope' in the schema 'public', but no matches were found.",
      hint: null,
    })
  })

  it('two embeds with one name collide as in Postgres: 400 42712', async () => {
    const { error, status } = await anon
      .from('pairings')
      .select('people!lead_id(name), people!partner_id(name)')
    expect(status).toBe(400)
    expect(error).toEqual({
      code: '42712',
      message: 'table name "pairings_people_1" specified more than once',
      details: null,
      hint: null,
    })
    const write = await anon
      .from('people')
      .insert({ id: 3, name: 'linus' })
      .select('id, pairings!lead_id(id), pairings!partner_id(id)')
    expect(write.error?.code).toBe('42712')
    expect((await anon.from('people').select('id').eq('id', 3)).data).toEqual([])
  })

  it('a spread over no relationship is 400 PGRST200', async () => {
    const { error } = await anon.from('pairings').select('id, ...missing(name)')
    expect(error?.code).toBe('PGRST200')
    expect(error?.message).toBe(
      "Could not find a relationship between 'pairings' and 'missing' in the schema cache",
    )
  })
})

describe('self-relationships', () => {
  it('the table name embeds the children; a foreign key column name the parent', async () => {
    const children = await anon.from('folders').select('name, folders(name)').eq('id', 1)
    expect(children.data).toEqual([{ name: 'root', folders: [{ name: 'docs' }, { name: 'pics' }] }])
    const parent = await anon.from('folders').select('name, parent_id(name)').eq('id', 2)
    expect(parent.data).toEqual([{ name: 'docs', parent_id: { name: 'root' } }])
  })

  it('a hint names the children’s foreign key column; a constraint name matches nothing', async () => {
    const hinted = await anon.from('folders').select('name, folders!parent_id(name)').eq('id', 1)
    expect(hinted.data).toEqual([{ name: 'root', folders: [{ name: 'docs' }, { name: 'pics' }] }])
    const constraint = await anon.from('folders').select('folders!folders_parent_id_fkey(name)')
    expect(constraint.error).toMatchObject({
      code: 'PGRST200',
      details:
        "Searched for a foreign key relationship between 'folders' and 'folders' using the hint 'folders_parent_id_fkey' in the schema 'public', but no matches were found.",
    })
  })

  it('two self foreign keys without a hint are ambiguous (PGRST201)', async () => {
    const { error, status } = await anon.from('nodes').select('children:nodes(name)')
    expect(status).toBe(300)
    expect(error?.code).toBe('PGRST201')
    expect(error?.details).toEqual([
      {
        cardinality: 'one-to-many',
        embedding: 'nodes with nodes',
        relationship: 'nodes_main_fkey using nodes(id) and nodes(main)',
      },
      {
        cardinality: 'one-to-many',
        embedding: 'nodes with nodes',
        relationship: 'nodes_parent_fkey using nodes(id) and nodes(parent)',
      },
    ])
    const parent = await anon.from('nodes').select('name, up:parent(name)').eq('id', 2)
    expect(parent.data).toEqual([{ name: 'task', up: { name: 'board' } }])
  })
})

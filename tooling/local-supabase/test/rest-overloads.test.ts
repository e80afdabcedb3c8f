/**
 * Function overloads resolved as PostgREST resolves them (Plan.hs findProc), through the
 * unmodified supabase-js: by argument names, an unnamed parameter being named "" and a function
 * with unnamed parameters PostgREST cannot call left out (patches/@supabase__lite@0.10.0.patch).
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

const AMBIGUOUS_HINT =
  'Try renaming the parameters or the function itself in the database so function overloading can be resolved'

describe('overloads told apart by argument names', () => {
  it('calls the one overload whose parameter names match the arguments', async () => {
    const picked = await anon.rpc('pick', { b: 2, c: 3 })
    expect(picked.error).toBeNull()
    expect(picked.data).toBe('b+c 5')
  })

  it('answers 300 PGRST203 listing only the overloads that match, in PostgREST’s order', async () => {
    const ambiguous = await anon.rpc('pick', { a: 'x' })
    expect(ambiguous.data).toBeNull()
    expect(ambiguous.status).toBe(300)
    expect(ambiguous.error).toMatchObject({
      code: 'PGRST203',
      details: null,
      hint: AMBIGUOUS_HINT,
      message:
        'Could not choose the best candidate function between: public.pick(a => integer), public.pick(a => text)',
    })
  })
})

describe('unnamed parameters', () => {
  it('a single unnamed text parameter is called with `{"": …}` and receives the whole body', async () => {
    const echoed = await anon.rpc('body_text', { '': 'hello' })
    expect(echoed.error).toBeNull()
    expect(echoed.data).toBe('{"":"hello"}')
  })

  it('a single unnamed json parameter receives the whole body, whatever its keys', async () => {
    expect((await anon.rpc('body_json', { a: 'direct' })).data).toBe('direct')
    expect((await anon.rpc('body_json', { '': { a: 'nested' } })).data).toBeNull()
  })

  it('an unnamed integer parameter is not callable: 404 PGRST202', async () => {
    const { error, status } = await anon.rpc('body_int', { '': 1 })
    expect(status).toBe(404)
    expect(error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.body_int() in the schema cache',
      details:
        'Searched for the function public.body_int with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    })
  })

  it('two unnamed parameters are not callable either, and far names give no hint', async () => {
    const { error } = await anon.rpc('two_unnamed')
    expect(error).toEqual({
      code: 'PGRST202',
      message:
        'Could not find the function public.two_unnamed without parameters in the schema cache',
      details:
        'Searched for the function public.two_unnamed without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: null,
    })
  })

  it('no arguments fit both f() and f(text default …): PGRST203; `{"": …}` picks the text one', async () => {
    const none = await anon.rpc('fallback')
    expect(none.status).toBe(300)
    expect(none.error?.message).toBe(
      'Could not choose the best candidate function between: public.fallback(), public.fallback( => text)',
    )
    const text = await anon.rpc('fallback', { '': 'y' })
    expect(text.error).toBeNull()
    expect(text.data).toBe('text')
  })
})

describe('computed fields', () => {
  it('apply to an rpc result as to its row type’s table; the field itself is not callable', async () => {
    const table = await anon.from('people').select('name, shout').order('id')
    expect(table.data).toEqual([
      { name: 'ada', shout: 'ADA' },
      { name: 'grace', shout: 'GRACE' },
    ])
    const rpc = await anon.rpc('people_named', { pattern: '%a%' }).select('name, shout').order('id')
    expect(rpc.error).toBeNull()
    expect(rpc.data).toEqual(table.data)
    expect((await anon.rpc('shout')).error?.code).toBe('PGRST202')
  })
})

describe('a function returning one row', () => {
  it('filtered to no row answers 200 with null (406 only when one object is asked for)', async () => {
    const empty = await anon.rpc('person', { person_id: 1 }).eq('name', 'nobody')
    expect(empty.error).toBeNull()
    expect(empty.status).toBe(200)
    expect(empty.data).toBeNull()
    const found = await anon.rpc('person', { person_id: 1 }).eq('name', 'ada')
    expect(found.data).toEqual({ id: 1, name: 'ada' })
    const single = await anon.rpc('person', { person_id: 1 }).eq('name', 'nobody').single()
    expect(single.status).toBe(406)
    expect(single.error?.code).toBe('PGRST116')
  })
})

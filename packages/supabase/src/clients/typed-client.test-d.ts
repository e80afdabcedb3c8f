import { createClient } from '@supabase/supabase-js'
import { describe, expectTypeOf, it } from 'vitest'
import type { Database, Tables, TablesInsert, TablesUpdate } from '../types/database'
import type { TypedSupabaseClient } from './types'

const supabase: TypedSupabaseClient = createClient<Database>('http://localhost:54321', 'key')

describe('the typed client', () => {
  it('returns profile rows typed from the schema', async () => {
    const { data } = await supabase
      .from('profiles')
      .select('id, display_name, avatar_path')
      .single()
    expectTypeOf(data).toEqualTypeOf<{
      id: string
      display_name: string
      avatar_path: string | null
    } | null>()
  })

  it('rejects a table that does not exist', () => {
    // @ts-expect-error -- no `profile` table (it is `profiles`)
    supabase.from('profile')
  })

  it('rejects a column that does not exist in a filter, an insert and an update', () => {
    // @ts-expect-error -- no `name` column (it is `display_name`)
    supabase.from('profiles').select('*').eq('name', 'Ada')
    // @ts-expect-error -- display_name must be a string
    supabase.from('profiles').update({ display_name: 42 })
    // @ts-expect-error -- unknown column in an insert
    supabase.from('profiles').insert({ id: 'u', display_name: 'Ada', nickname: 'A' })
  })

  it('turns a misspelt column in a select string into an error type that cannot be used as data', async () => {
    const { data } = await supabase.from('profiles').select('display_nam').single()
    // @ts-expect-error -- the select parser yields SelectQueryError, not a row with `display_nam`
    const name: string | undefined = data?.display_nam // eslint-disable-line @typescript-eslint/no-unsafe-assignment -- the error type is the point
    expectTypeOf(name).toEqualTypeOf<string | undefined>()
  })

  it('derives the helper types from the generated schema', () => {
    expectTypeOf<Tables<'profiles'>['display_name']>().toEqualTypeOf<string>()
    expectTypeOf<TablesInsert<'profiles'>>().toHaveProperty('id')
    expectTypeOf<TablesUpdate<'profiles'>['display_name']>().toEqualTypeOf<string | undefined>()
    // @ts-expect-error -- helper types reject unknown tables too
    expectTypeOf<Tables<'workspacez'>>().toBeObject()
  })
})

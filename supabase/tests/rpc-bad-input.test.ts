import { toAppError } from '@teamboard/supabase/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createUsers,
  type LocalSupabase,
  NIL_UUID,
  startBackend,
  type TestUser,
} from './support/backend.ts'

// docs/security-first-run.md, 12.5: an object, an array or an oversized value for any argument of any rpc is bad input —
// a 4xx the app maps to the catalogue, never a 500 — and changes nothing. The rpc list is read
// from the schema, so a new function is covered the day it lands.

type Rpc = { name: string; args: { name: string; type: string }[] }

let backend: LocalSupabase
let user: TestUser
let rpcs: Rpc[]
const plausible = new Map<string, unknown>([
  ['uuid', NIL_UUID],
  ['text', 'abc'],
])

beforeAll(async () => {
  backend = await startBackend()
  ;[user] = await createUsers(backend, ['Prober'])
  const rows = await backend.sql<{ name: string; names: string[]; types: string[] }>(`
    select p.proname as name, p.proargnames as names,
           array(select format_type(t, null) from unnest(p.proargtypes) as t) as types
    from pg_proc p
    where p.pronamespace = 'public'::regnamespace and p.prorettype <> 'trigger'::regtype
    order by p.proname`)
  rpcs = rows.map(({ name, names, types }) => ({
    name,
    args: types.map((type, i) => ({ name: names[i] ?? '', type })),
  }))
  const enums = await backend.sql<{ type: string; label: string }>(`
    select distinct on (t.oid) format_type(t.oid, null) as type, e.enumlabel as label
    from pg_type t join pg_enum e on e.enumtypid = t.oid
    where t.typnamespace = 'public'::regnamespace
    order by t.oid, e.enumsortorder`)
  for (const { type, label } of enums) plausible.set(type, label)
}, 60_000)

afterAll(async () => {
  await backend?.stop()
})

const badValues: [string, unknown][] = [
  ['an object', { nested: [1, 2] }],
  ['an array', ['a', 'b']],
  ['an oversized string', 'x'.repeat(100_000)],
]

describe('12.5 bad rpc input: object-valued and oversized arguments', () => {
  it('every rpc the app calls is in the list', () => {
    expect(rpcs.map((rpc) => rpc.name)).toEqual(
      expect.arrayContaining([
        'accept_invitation',
        'change_member_role',
        'create_invitation',
        'create_workspace',
        'leave_workspace',
        'move_task',
        'remove_member',
        'slug_available',
        'transfer_ownership',
      ]),
    )
  })

  it('each argument of each rpc: a 4xx with a catalogue code, never a 500', async () => {
    const failures: string[] = []
    for (const rpc of rpcs) {
      for (const target of rpc.args) {
        for (const [label, value] of badValues) {
          const args = Object.fromEntries(
            rpc.args.map((arg) => [
              arg.name,
              arg === target ? value : (plausible.get(arg.type) ?? 'abc'),
            ]),
          )
          const { error, status } = await user.client.rpc(rpc.name as never, args as never)
          const what = `${rpc.name}(${target.name}: ${label})`
          // slug_available answers a long string with "not available", as it does any bad slug.
          if (!error && label === 'an oversized string') continue
          if (!error) failures.push(`${what}: accepted`)
          else if (status >= 500) failures.push(`${what}: ${status} ${error.message}`)
          else if (toAppError(error).code === 'unexpected')
            failures.push(`${what}: ${status} ${error.code} maps to unexpected`)
        }
      }
    }
    expect(failures).toEqual([])
    // …and none of those calls created anything.
    const [row] = await backend.sql<{ workspaces: number; invitations: number }>(
      `select (select count(*)::int from public.workspaces where created_by = $1) as workspaces,
              (select count(*)::int from public.invitations where invited_by = $1) as invitations`,
      [user.id],
    )
    expect(row).toEqual({ workspaces: 0, invitations: 0 })
  })
})

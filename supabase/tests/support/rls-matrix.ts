import type { SupabaseClient } from '@supabase/supabase-js'
import type { Workspace } from '@teamboard/supabase/queries'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  anonClient,
  createUsers,
  type LocalSupabase,
  NIL_UUID,
  sqlBypassingTriggers,
  startBackend,
  type TestUser,
} from './backend.ts'
import { createTeam } from './team.ts'

// STYLE.md's RLS matrix machinery: every table × operation × role through the REST API with real
// tokens, counting the rows each request touched, then re-reading as the service role to prove
// that exactly those rows (and no others) changed. Writes that did change something are undone
// from a snapshot so every case starts from the same fixture.

export type Actor = 'owner' | 'admin' | 'member' | 'outsider' | 'anon'
export type Operation =
  'select' | 'insert' | 'update by id' | 'update all' | 'delete by id' | 'delete all'
export type Counts = [owner: number, admin: number, member: number, outsider: number, anon: number]
/** The part of a PostgREST filter builder the matrix uses: one filter shape for every table. */
interface Filterable {
  eq(column: string, value: string): Filterable
  neq(column: string, value: string): Filterable
  select(): PromiseLike<{ data: unknown[] | null }>
}
export type Filter = (query: Filterable) => Filterable

export type TableSpec<F> = {
  /** Columns that identify a row; `id` unless given. */
  key?: string[]
  byId: (f: F) => Filter
  /** A filter matching every row; `id <> nil` unless given. */
  all?: Filter
  patch: Record<string, unknown>
  insert: (f: F, actor: Actor) => Record<string, unknown>
  expected: Record<Operation, Counts>
}

const ACTORS: Actor[] = ['owner', 'admin', 'member', 'outsider', 'anon']
export const NONE: Counts = [0, 0, 0, 0, 0]

export type MatrixPeople = Record<Exclude<Actor, 'anon'>, TestUser> & {
  /** Workspace A (owner, admin, member) and workspace B (the outsider's). */
  a: Workspace
  b: Workspace
}

/** The matrix's people: owner, admin and member of workspace A, and the outsider who owns B. */
export async function createMatrixPeople(backend: LocalSupabase): Promise<MatrixPeople> {
  const [owner, admin, member, outsider] = await createUsers(backend, [
    'Owner',
    'Admin',
    'Member',
    'Outsider',
  ])
  const a = await createTeam(owner, [
    [admin, 'admin'],
    [member, 'member'],
  ])
  const b = await createTeam(outsider)
  return { owner, admin, member, outsider, a, b }
}

/** Each actor's client; anon has no token. */
export function matrixClients(
  backend: LocalSupabase,
  people: MatrixPeople,
): Record<Actor, SupabaseClient> {
  return {
    owner: people.owner.client,
    admin: people.admin.client,
    member: people.member.client,
    outsider: people.outsider.client,
    anon: anonClient(backend),
  } as Record<Actor, SupabaseClient>
}

export type MatrixOptions<T extends string, F> = {
  tables: Record<T, TableSpec<F>>
  /** Builds the fixture on a fresh backend and returns it with the actors' clients. */
  setup: (backend: LocalSupabase) => Promise<{ fixture: F; clients: Record<Actor, SupabaseClient> }>
  /** SQL that copies the fixture aside once it is built... */
  snapshotSql: string
  /** ...and SQL that puts it back (run with triggers and foreign keys off). */
  restoreSql: string
  setupTimeout: number
}

/** Every case of one table's spec: each operation × each actor, with the expected row count. */
export function matrixCases<F>(
  spec: TableSpec<F>,
): { operation: Operation; actor: Actor; rows: number }[] {
  return (Object.keys(spec.expected) as Operation[]).flatMap((operation) =>
    ACTORS.map((actor, index) => ({
      operation,
      actor,
      rows: spec.expected[operation][index] as number,
    })),
  )
}

/** A table's rows as the service role read them, keyed by the spec's key, for `countChanged`. */
export function keyedRows<F>(
  spec: TableSpec<F>,
  rows: Record<string, unknown>[],
): Map<string, string> {
  const key = spec.key ?? ['id']
  return new Map(rows.map((row) => [key.map((k) => row[k]).join('/'), JSON.stringify(row)]))
}

/** Rows added, removed or changed between two reads of `keyedRows`. */
export function countChanged(before: Map<string, string>, now: Map<string, string>): number {
  const keys = new Set([...before.keys(), ...now.keys()])
  return [...keys].filter((key) => before.get(key) !== now.get(key)).length
}

/** Registers the backend's lifecycle and one `RLS on <table>` block of cases per table. */
export function describeRlsMatrix<T extends string, F>(options: MatrixOptions<T, F>): void {
  const { tables } = options
  const tableNames = Object.keys(tables) as T[]
  let backend: LocalSupabase
  let fixture: F
  let clients: Record<Actor, SupabaseClient>
  const baseline = new Map<T, Map<string, string>>()

  async function serviceRows(table: T): Promise<Map<string, string>> {
    const { data, error } = await backend.serviceClient.from(table).select('*')
    if (error) throw error
    return keyedRows(tables[table], data as Record<string, unknown>[])
  }

  /** Rows added, removed or changed since the fixture, as the service role sees them. */
  async function changedRows(table: T): Promise<number> {
    return countChanged(baseline.get(table)!, await serviceRows(table))
  }

  async function run(table: T, operation: Operation, actor: Actor): Promise<number> {
    const spec = tables[table]
    const from = () => clients[actor].from(table as string)
    const all: Filter = spec.all ?? ((q) => q.neq('id', NIL_UUID))
    const request = {
      select: () => from().select('*'),
      insert: () => from().insert(spec.insert(fixture, actor)).select(),
      'update by id': () => spec.byId(fixture)(from().update(spec.patch)).select(),
      'update all': () => all(from().update(spec.patch)).select(),
      'delete by id': () => spec.byId(fixture)(from().delete()).select(),
      'delete all': () => all(from().delete()).select(),
    }[operation]
    const { data } = await request()
    return data?.length ?? 0
  }

  beforeAll(async () => {
    backend = await startBackend()
    ;({ fixture, clients } = await options.setup(backend))
    await backend.sql(options.snapshotSql)
    for (const table of tableNames) baseline.set(table, await serviceRows(table))
  }, options.setupTimeout)

  afterAll(async () => {
    await backend?.stop()
  })

  describe.each(tableNames)('RLS on %s', (table) => {
    it.each(matrixCases(tables[table]))(
      '$actor: $operation → $rows row(s)',
      async ({ operation, actor, rows }) => {
        expect(await run(table, operation, actor)).toBe(rows)
        if (operation === 'select') return
        const changed = await changedRows(table)
        if (changed > 0) await sqlBypassingTriggers(backend, options.restoreSql)
        expect(changed).toBe(rows)
      },
    )
  })
}

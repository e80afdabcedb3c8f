import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type Actor,
  countChanged,
  type Filter,
  keyedRows,
  matrixCases,
  type Operation,
  type TableSpec,
} from '../../tests/support/rls-matrix.ts'
import { copyDatabase } from './db.ts'
import { as, type User } from './people.ts'

// The RLS matrix of tests/support/rls-matrix.ts on real PostgreSQL, without PostgREST: each case
// runs the SQL PostgREST runs for that request (one transaction as the actor's role and claims;
// the filter as a WHERE; `returning *` for the representation), with the same table specs and
// expected counts. A refused statement (privilege, RLS check, trigger) counts 0 rows, as the
// request's empty `data` does. Then the same service-side re-read: exactly those rows changed.

const NIL = '00000000-0000-0000-0000-000000000000'

/** Records a spec's filter (`eq`/`neq`, all it uses) as a WHERE clause with parameters. */
class Where {
  readonly conditions: string[] = []
  readonly params: unknown[]
  constructor(params: unknown[]) {
    this.params = params
  }
  eq(column: string, value: string): Where {
    this.params.push(value)
    this.conditions.push(`t."${column}" = $${this.params.length}`)
    return this
  }
  neq(column: string, value: string): Where {
    this.params.push(value)
    this.conditions.push(`t."${column}" <> $${this.params.length}`)
    return this
  }
  select(): PromiseLike<{ data: unknown[] | null }> {
    throw new Error('the SQL matrix builds statements; nothing is fetched here')
  }
}

/** The statement PostgREST would run for `operation` on `table`, and its parameters. */
function statementFor<F>(
  table: string,
  spec: TableSpec<F>,
  fixture: F,
  operation: Operation,
  actor: Actor,
): { text: string; params: unknown[] } {
  const params: unknown[] = []
  const where = (filter: Filter) => {
    const w = new Where(params)
    filter(w)
    return w.conditions.join(' and ')
  }
  const all: Filter = spec.all ?? ((q) => q.neq('id', NIL))
  const target = `public.${table} t`
  const columnsOf = (row: Record<string, unknown>) =>
    Object.keys(row)
      .map((c) => `"${c}"`)
      .join(', ')
  switch (operation) {
    case 'select':
      return { text: `select * from ${target}`, params }
    case 'insert': {
      const row = spec.insert(fixture, actor)
      params.push(JSON.stringify(row))
      return {
        text: `insert into public.${table} (${columnsOf(row)})
               select ${columnsOf(row)} from json_populate_record(null::public.${table}, $1) returning *`,
        params,
      }
    }
    case 'update by id':
    case 'update all': {
      params.push(JSON.stringify(spec.patch))
      const set = Object.keys(spec.patch)
        .map((c) => `"${c}" = p."${c}"`)
        .join(', ')
      const filter = where(operation === 'update all' ? all : spec.byId(fixture))
      return {
        text: `update ${target} set ${set} from json_populate_record(null::public.${table}, $1) p
               where ${filter} returning t.*`,
        params,
      }
    }
    case 'delete by id':
    case 'delete all': {
      const filter = where(operation === 'delete all' ? all : spec.byId(fixture))
      return { text: `delete from ${target} where ${filter} returning t.*`, params }
    }
  }
}

export type SqlMatrixOptions<T extends string, F> = {
  tables: Record<T, TableSpec<F>>
  /** Builds the fixture as the actors would (their own transactions), on a fresh database. */
  setup: (pool: pg.Pool) => Promise<{ fixture: F; actors: Record<Actor, User | null> }>
  snapshotSql: string
  restoreSql: string
}

export function describeSqlRlsMatrix<T extends string, F>(options: SqlMatrixOptions<T, F>): void {
  const { tables } = options
  const tableNames = Object.keys(tables) as T[]
  let database: Awaited<ReturnType<typeof copyDatabase>>
  let fixture: F
  let actors: Record<Actor, User | null>
  const baseline = new Map<T, Map<string, string>>()

  async function serviceRows(table: T): Promise<Map<string, string>> {
    const { rows } = await database.pool.query<Record<string, unknown>>(
      `select * from public.${table}`,
    )
    return keyedRows(tables[table], rows)
  }

  async function changedRows(table: T): Promise<number> {
    return countChanged(baseline.get(table)!, await serviceRows(table))
  }

  async function run(table: T, operation: Operation, actor: Actor): Promise<number> {
    const { text, params } = statementFor(table, tables[table], fixture, operation, actor)
    try {
      return await as(database.pool, actors[actor], async (client) => {
        return (await client.query(text, params)).rowCount ?? 0
      })
    } catch {
      return 0
    }
  }

  beforeAll(async () => {
    database = await copyDatabase('teamboard', 4)
    ;({ fixture, actors } = await options.setup(database.pool))
    await database.pool.query(options.snapshotSql)
    for (const table of tableNames) baseline.set(table, await serviceRows(table))
  })

  afterAll(async () => {
    await database?.close()
  })

  describe.each(tableNames)('RLS on %s', (table) => {
    it.each(matrixCases(tables[table]))(
      '$actor: $operation → $rows row(s)',
      async ({ operation, actor, rows }) => {
        expect(await run(table, operation, actor)).toBe(rows)
        if (operation === 'select') return
        const changed = await changedRows(table)
        if (changed > 0) {
          const client = await database.pool.connect()
          try {
            await client.query(
              `begin; set local session_replication_role = replica; ${options.restoreSql}; commit;`,
            )
          } finally {
            client.release()
          }
        }
        expect(changed).toBe(rows)
      },
    )
  })
}

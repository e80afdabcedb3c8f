import { AsyncLocalStorage } from 'node:async_hooks'
import type { PGlite, Transaction } from '@electric-sql/pglite'
import type { PgliteConnection } from '@supabase/lite/pglite'
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely'

const rollbackScope = new AsyncLocalStorage<true>()

/** Runs `fn` (a REST request) so that every transaction it commits is rolled back instead (`Prefer: tx=rollback`). */
export function withRollback<T>(fn: () => Promise<T>): Promise<T> {
  return rollbackScope.run(true, fn)
}

/**
 * One kysely "connection" on the single PGlite session. A transaction is PGlite's own
 * `transaction()`, which holds PGlite's lock: no other query — another REST request, our admin
 * API, realtime — runs inside it until it ends.
 */
class SerialConnection implements DatabaseConnection {
  #tx: Transaction | undefined
  #finish: ((commit: boolean) => void) | undefined
  #done: Promise<unknown> | undefined
  private readonly db: PGlite
  constructor(db: PGlite) {
    this.db = db
  }

  async begin(): Promise<void> {
    let started!: () => void
    const ready = new Promise<void>((resolve) => (started = resolve))
    this.#done = this.db.transaction(async (tx) => {
      this.#tx = tx
      const commit = await new Promise<boolean>((resolve) => {
        this.#finish = resolve
        started()
      })
      if (!commit) await tx.rollback()
    })
    await Promise.race([ready, this.#done])
  }

  async end(commit: boolean): Promise<void> {
    this.#finish?.(commit && !rollbackScope.getStore())
    try {
      await this.#done
    } finally {
      this.#tx = undefined
      this.#finish = undefined
      this.#done = undefined
    }
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await (this.#tx ?? this.db).query<R>(query.sql, [...query.parameters])
    const affected = result.affectedRows
    return {
      rows: result.rows,
      ...(typeof affected === 'number' ? { numAffectedRows: BigInt(affected) } : {}),
    }
  }

  // PGlite has no cursors; kysely only calls this for .stream(), which lite does not use.
  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming')
  }
}

class SerialDriver implements Driver {
  private readonly db: PGlite
  constructor(db: PGlite) {
    this.db = db
  }
  async init() {}
  acquireConnection() {
    return Promise.resolve(new SerialConnection(this.db))
  }
  async beginTransaction(connection: DatabaseConnection) {
    await (connection as SerialConnection).begin()
  }
  async commitTransaction(connection: DatabaseConnection) {
    await (connection as SerialConnection).end(true)
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await (connection as SerialConnection).end(false)
  }
  async releaseConnection() {}
  async destroy() {}
}

/**
 * lite 0.10's PGlite driver opens a transaction with a plain `BEGIN` on the one shared session and
 * takes no lock, so concurrent REST requests interleave inside each other's transactions: one
 * request's `SET LOCAL ROLE anon` applied to another's statements (the admin API's createUser
 * then failed with "permission denied for table users"), and one's COMMIT or ROLLBACK ended the
 * other's work. Postgres (and PostgREST's pool) give each request its own session; here each
 * transaction holds PGlite's lock instead. Also the hook for `Prefer: tx=rollback` (withRollback).
 */
export function serializeTransactions(connection: PgliteConnection): void {
  const db = connection.driver
  connection.kysely = new Kysely({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new SerialDriver(db),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  })
}

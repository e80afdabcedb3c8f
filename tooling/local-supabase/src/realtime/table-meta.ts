import { type RealtimeDb } from './db.ts'

interface Column {
  name: string
  type: string
}

/** What Realtime needs to know about a table in the supabase_realtime publication. */
export interface TableMeta {
  schema: string
  table: string
  columns: Column[]
  types: Map<string, string>
  primaryKey: string[]
  rlsEnabled: boolean
  replicaIdentityFull: boolean
}

interface Row {
  schema: string
  table: string
  columns: Column[]
  primary_key: string[] | null
  rls: boolean
  replident: string
}

const PUBLICATION_TABLES_SQL = `
select p.schemaname as schema, p.tablename as table,
  (select jsonb_agg(jsonb_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
     from pg_attribute a join pg_type t on t.oid = a.atttypid
     where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
  (select array_agg(a.attname::text order by array_position(i.indkey::int2[], a.attnum))
     from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
     where i.indrelid = c.oid and i.indisprimary) as primary_key,
  c.relrowsecurity as rls,
  c.relreplident::text as replident
from pg_publication_tables p
join pg_namespace n on n.nspname = p.schemaname
join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
where p.pubname = 'supabase_realtime'`

/** Publication tables, cached until a DDL notification says the catalogue changed. */
export class TableCatalog {
  #db: RealtimeDb
  #tables: Promise<Map<string, TableMeta>> | undefined

  constructor(db: RealtimeDb) {
    this.#db = db
  }

  invalidate(): void {
    this.#tables = undefined
  }

  async all(): Promise<Map<string, TableMeta>> {
    this.#tables ??= this.#load().catch((error: unknown) => {
      this.#tables = undefined
      throw error
    })
    return this.#tables
  }

  async get(schema: string, table: string): Promise<TableMeta | undefined> {
    return (await this.all()).get(`${schema}.${table}`)
  }

  async #load(): Promise<Map<string, TableMeta>> {
    const { rows } = await this.#db.query<Row>(PUBLICATION_TABLES_SQL)
    return new Map(
      rows.map((row) => [
        `${row.schema}.${row.table}`,
        {
          schema: row.schema,
          table: row.table,
          columns: row.columns,
          types: new Map(row.columns.map((column) => [column.name, column.type])),
          primaryKey: row.primary_key ?? [],
          rlsEnabled: row.rls,
          replicaIdentityFull: row.replident === 'f',
        },
      ]),
    )
  }
}

import { docs, type Lint } from './types.ts'

/**
 * Deleting a parent row (or cascading it) looks up the children by the foreign key columns; with
 * no index starting with them, that is a full scan per parent row. A partial index does not
 * count: the lookup does not carry its predicate.
 */
export const unindexedForeignKeys: Lint = {
  name: 'unindexed_foreign_keys',
  title: 'Unindexed Foreign Keys',
  level: 'INFO',
  categories: ['PERFORMANCE'],
  description:
    'Every foreign key must be covered by an index whose leading columns are the key columns.',
  remediation: `Create an index on the foreign key columns (or reorder an existing composite index so they lead). ${docs('0001_unindexed_foreign_keys')}`,
  async run({ query, exposedSchemas, internalSchemas }) {
    const rows = await query<{ schema: string; table: string; fkey: string; columns: string[] }>(
      `with fkeys as (
         select con.conname, con.conrelid, n.nspname, c.relname,
                array(select k from pg_catalog.unnest(con.conkey) as k order by k) as keys
           from pg_catalog.pg_constraint con
           join pg_catalog.pg_class c on c.oid = con.conrelid
           join pg_catalog.pg_namespace n on n.oid = c.relnamespace
          where con.contype = 'f' and n.nspname = any($1::text[])
       )
       select f.nspname as schema, f.relname as table, f.conname as fkey,
              array(select a.attname::text from pg_catalog.unnest(f.keys) as k
                      join pg_catalog.pg_attribute a on a.attrelid = f.conrelid and a.attnum = k order by a.attname) as columns
         from fkeys f
        where not exists (
          select 1
            from pg_catalog.pg_index i,
                 lateral (select pg_catalog.string_to_array(i.indkey::text, ' ')::int2[] as keys) as idx
           where i.indrelid = f.conrelid
             and i.indisvalid
             and i.indpred is null
             and i.indnkeyatts >= pg_catalog.cardinality(f.keys)
             and array(select k from pg_catalog.unnest(idx.keys[1:pg_catalog.cardinality(f.keys)]) as k order by k) = f.keys
        )
        order by 1, 2, 3`,
      [[...exposedSchemas, ...internalSchemas]],
    )
    return rows.map(({ schema, table, fkey, columns }) => ({
      object: `${schema}.${table}.${fkey}`,
      detail: `Foreign key \`${fkey}\` on \`${schema}.${table}\` (${columns.join(', ')}) has no index leading with its columns.`,
    }))
  },
}

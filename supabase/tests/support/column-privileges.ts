// The column half of the RLS matrix reads its cases from the schema: every column of every API
// table, whether `authenticated` holds an UPDATE grant on it, and whether it is in the primary
// key. Shared by tests/column-matrix.test.ts (REST, local backend) and
// tests-pg/column-matrix.test.ts (SQL, real PostgreSQL).

export type Column = { table: string; column: string; writable: boolean; key: boolean }

export const PRIVILEGE_COLUMNS_SQL = `
  select c.relname as table, a.attname as column,
         has_column_privilege('authenticated', c.oid, a.attnum, 'UPDATE') as writable,
         a.attnum = any (i.indkey) as key
  from pg_class c
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  join pg_index i on i.indrelid = c.oid and i.indisprimary
  where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
  order by 1, 2`

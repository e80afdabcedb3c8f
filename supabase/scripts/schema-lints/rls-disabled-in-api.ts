import { docs, type Lint } from './types.ts'

/**
 * Every table in an API schema is reachable by anon and authenticated as soon as it is granted;
 * without RLS, a grant is all it takes to read or write every row. storage.objects is served
 * by the storage API and must keep its RLS too.
 */
export const rlsDisabledInApi: Lint = {
  name: 'rls_disabled_in_public',
  title: 'RLS Disabled in an API Schema',
  level: 'ERROR',
  categories: ['SECURITY'],
  description:
    'Tables in schemas the API exposes, and storage.objects, must have row level security enabled.',
  remediation: `Add \`alter table … enable row level security\` and policies for each role and action. ${docs('0013_rls_disabled_in_public')}`,
  async run({ query, exposedSchemas }) {
    const rows = await query<{ schema: string; table: string }>(
      `select n.nspname as schema, c.relname as table
         from pg_catalog.pg_class c
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p')
          and not c.relrowsecurity
          and (n.nspname = any($1::text[]) or (n.nspname = 'storage' and c.relname = 'objects'))
          and not exists (select 1 from pg_catalog.pg_depend d where d.objid = c.oid and d.deptype = 'e')
        order by 1, 2`,
      [exposedSchemas],
    )
    return rows.map(({ schema, table }) => ({
      object: `${schema}.${table}`,
      detail: `Table \`${schema}.${table}\` is exposed through the API but row level security is not enabled.`,
    }))
  },
}

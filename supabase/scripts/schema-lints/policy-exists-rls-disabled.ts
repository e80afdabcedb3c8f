import { docs, SYSTEM_SCHEMAS, type Lint } from './types.ts'

/** Policies on a table without RLS do nothing: they read as protection that is not there. */
export const policyExistsRlsDisabled: Lint = {
  name: 'policy_exists_rls_disabled',
  title: 'Policy Exists, RLS Disabled',
  level: 'ERROR',
  categories: ['SECURITY'],
  description:
    'Tables with row level security policies must have row level security enabled, or the policies are ignored.',
  remediation: `Enable row level security on the table (\`alter table … enable row level security\`). ${docs('0007_policy_exists_rls_disabled')}`,
  async run({ query }) {
    const rows = await query<{ schema: string; table: string; policies: string[] }>(
      `select n.nspname as schema, c.relname as table, array_agg(p.polname::text order by p.polname) as policies
         from pg_catalog.pg_policy p
         join pg_catalog.pg_class c on c.oid = p.polrelid
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where not c.relrowsecurity and not (n.nspname = any($1::text[]))
        group by 1, 2
        order by 1, 2`,
      [SYSTEM_SCHEMAS],
    )
    return rows.map(({ schema, table, policies }) => ({
      object: `${schema}.${table}`,
      detail: `Table \`${schema}.${table}\` has policies (${policies.map((p) => `\`${p}\``).join(', ')}) but row level security is not enabled, so they are not applied.`,
    }))
  },
}

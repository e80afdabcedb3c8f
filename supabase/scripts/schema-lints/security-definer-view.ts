import { docs, type Lint } from './types.ts'

/**
 * A view runs with its owner's rights unless it is `security_invoker`: served by the API, it
 * reads the underlying tables past their RLS for anyone granted the view.
 */
export const securityDefinerView: Lint = {
  name: 'security_definer_view',
  title: 'Security Definer View',
  level: 'ERROR',
  categories: ['SECURITY'],
  description:
    "Views in API schemas must be created `with (security_invoker = true)` so the caller's RLS applies.",
  remediation: `Recreate the view with \`with (security_invoker = true)\` (or \`alter view … set (security_invoker = true)\`). ${docs('0010_security_definer_view')}`,
  async run({ query, exposedSchemas }) {
    const rows = await query<{ schema: string; view: string }>(
      `select n.nspname as schema, c.relname as view
         from pg_catalog.pg_class c
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'v'
          and n.nspname = any($1::text[])
          and not coalesce(
            (select o.option_value::boolean
               from pg_catalog.pg_options_to_table(c.reloptions) as o
              where o.option_name in ('security_invoker', 'security-invoker')),
            false)
          and not exists (select 1 from pg_catalog.pg_depend d where d.objid = c.oid and d.deptype = 'e')
        order by 1, 2`,
      [exposedSchemas],
    )
    return rows.map(({ schema, view }) => ({
      object: `${schema}.${view}`,
      detail: `View \`${schema}.${view}\` runs with its owner's rights, bypassing the RLS of the tables it reads.`,
    }))
  },
}

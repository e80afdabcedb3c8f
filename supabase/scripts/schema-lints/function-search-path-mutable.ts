import { docs, type Lint } from './types.ts'

/**
 * A function without its own search_path resolves names through the caller's: a caller who can
 * create objects in a schema earlier on the path can shadow a table or operator, which turns a
 * security definer function into theirs.
 */
export const functionSearchPathMutable: Lint = {
  name: 'function_search_path_mutable',
  title: 'Function Search Path Mutable',
  level: 'WARN',
  categories: ['SECURITY'],
  description:
    "Functions in API schemas and in `private` must fix their search_path (`set search_path = ''`).",
  remediation: `Add \`set search_path = ''\` to the function and schema-qualify every name it uses. ${docs('0011_function_search_path_mutable')}`,
  async run({ query, exposedSchemas, internalSchemas }) {
    const rows = await query<{ schema: string; signature: string }>(
      `select n.nspname as schema, p.proname || '(' || pg_catalog.pg_get_function_identity_arguments(p.oid) || ')' as signature
         from pg_catalog.pg_proc p
         join pg_catalog.pg_namespace n on n.oid = p.pronamespace
        where n.nspname = any($1::text[])
          and p.prokind in ('f', 'p')
          and not exists (select 1 from pg_catalog.unnest(p.proconfig) as setting where setting like 'search\\_path=%')
          and not exists (select 1 from pg_catalog.pg_depend d where d.objid = p.oid and d.deptype = 'e')
        order by 1, 2`,
      [[...exposedSchemas, ...internalSchemas]],
    )
    return rows.map(({ schema, signature }) => ({
      object: `${schema}.${signature}`,
      detail: `Function \`${schema}.${signature}\` does not set search_path, so it resolves names through its caller's.`,
    }))
  },
}

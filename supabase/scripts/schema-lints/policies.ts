import type { Query } from './types.ts'

export type PolicyRow = {
  schema: string
  table: string
  policy: string
  permissive: boolean
  /** `select`, `insert`, `update`, `delete` or `all`. */
  command: string
  /** Role names; `public` when the policy has no `to` clause. */
  roles: string[]
  /** Deparsed with pg_get_expr, so `(select auth.uid())` reads `( SELECT auth.uid() AS uid)`. */
  using: string | null
  check: string | null
  rls: boolean
}

/** Every policy on tables in the given schemas, deparsed. Several lints read the same rows. */
export function loadPolicies(query: Query, schemas: string[]): Promise<PolicyRow[]> {
  return query<PolicyRow>(
    `select n.nspname as schema, c.relname as table, p.polname as policy, p.polpermissive as permissive,
            case p.polcmd when 'r' then 'select' when 'a' then 'insert' when 'w' then 'update' when 'd' then 'delete' else 'all' end as command,
            array(select case when r = 0 then 'public' else pg_catalog.pg_get_userbyid(r)::text end
                    from pg_catalog.unnest(p.polroles) as r order by 1) as roles,
            pg_catalog.pg_get_expr(p.polqual, p.polrelid) as using,
            pg_catalog.pg_get_expr(p.polwithcheck, p.polrelid) as check,
            c.relrowsecurity as rls
       from pg_catalog.pg_policy p
       join pg_catalog.pg_class c on c.oid = p.polrelid
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1::text[])
      order by 1, 2, 3`,
    [schemas],
  )
}

/** The client roles a policy applies to: `public` means every role, of which the API uses these. */
export function clientRoles(roles: string[]): string[] {
  const client = new Set<string>()
  for (const role of roles) {
    if (role === 'public') ['anon', 'authenticated'].forEach((r) => client.add(r))
    else if (role === 'anon' || role === 'authenticated') client.add(role)
  }
  return [...client]
}

/** Strips whitespace, case and wrapping parentheses: `( (TRUE) )` → `true`. */
export function normalizeExpression(expression: string): string {
  let text = expression.replace(/\s+/g, '').toLowerCase()
  while (/^\(.*\)$/.test(text) && balanced(text.slice(1, -1))) text = text.slice(1, -1)
  return text
}

function balanced(text: string): boolean {
  let depth = 0
  for (const char of text) {
    if (char === '(') depth++
    else if (char === ')' && --depth < 0) return false
  }
  return depth === 0
}

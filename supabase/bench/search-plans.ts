import { type LocalSupabase, withClaims } from '@teamboard/local-supabase'

/**
 * The plans of the three lookups public.search_tasks makes (supabase/migrations/*_search.sql:
 * the `hits` CTE), each written out because EXPLAIN of a function call shows only "Function
 * Scan". As the signed-in owner (RLS) and as the service role (no RLS), where Postgres may use
 * an index for the non-leakproof `@@` and `<%`.
 */
const LOOKUPS: [name: string, sql: string][] = [
  [
    'full text (document @@ tsquery)',
    `select d.task_id, ts_rank(d.document, q) from public.task_search d,
       private.search_tsquery('refund') q
     where d.workspace_id = any ($1::uuid[]) and d.document @@ q`,
  ],
  [
    'trigram on titles (query <% title)',
    `select t.id from public.tasks t
     where t.workspace_id = any ($1::uuid[]) and 'paymnet' operator(extensions.<%) t.title`,
  ],
  [
    'key (number)',
    `select t.id from public.tasks t where t.workspace_id = any ($1::uuid[]) and t.number = 4242`,
  ],
]

export async function explainSearch(
  db: LocalSupabase['db'],
  userId: string,
  workspaceId: string,
): Promise<[string, string][]> {
  const plans: [string, string][] = []
  for (const role of ['authenticated', 'service_role'] as const) {
    for (const [name, sql] of LOOKUPS) {
      const plan = await withClaims(db, { role, sub: userId }, async (tx) => {
        const result = await tx.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, costs off, timing off, summary off) ${sql}`,
          [[workspaceId]],
        )
        return result.rows.map((row) => row['QUERY PLAN']).join('\n')
      })
      plans.push([`${name} as ${role}`, plan])
    }
  }
  return plans
}

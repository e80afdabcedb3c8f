import { type LocalSupabase, withClaims } from '@teamboard/local-supabase'

/**
 * The plans of the lookups a search makes, each written out because EXPLAIN of a function call
 * shows only "Function Scan": as the signed-in owner under RLS (how the search first ran them:
 * no index for the non-leakproof `@@` and `<%`), and as private.search_candidates runs them
 * (supabase/migrations/*_search_index_paths.sql: security definer, no RLS, limited to the
 * caller's workspaces), where the GIN indexes serve.
 */
const READABLE = `(select coalesce(array_agg(w), '{}') from unnest($1::uuid[]) w
  where w in (select private.member_workspace_ids()))::uuid[]`

const LOOKUPS: [name: string, underRls: string, definer: string][] = [
  [
    'full text (document @@ tsquery)',
    `select d.task_id, ts_rank(d.document, q) from public.task_search d,
       private.search_tsquery('refund') q
     where d.workspace_id = any ($1::uuid[]) and d.document @@ q`,
    `select d.task_id, ts_rank(d.document, q) from public.task_search d,
       private.search_tsquery('refund') q
     where d.document @@ q and d.workspace_id = any (${READABLE})`,
  ],
  [
    'trigram on titles (query <% title)',
    `select t.id from public.tasks t
     where t.workspace_id = any ($1::uuid[]) and 'paymnet' operator(extensions.<%) t.title`,
    `select t.id from public.tasks t
     where 'paymnet' operator(extensions.<%) t.title and t.workspace_id = any (${READABLE})`,
  ],
  [
    'key (number, under RLS in both)',
    `select t.id from public.tasks t where t.workspace_id = any ($1::uuid[]) and t.number = 4242`,
    `select t.id from public.tasks t where t.workspace_id = any ($1::uuid[]) and t.number = 4242`,
  ],
]

export async function explainSearch(
  db: LocalSupabase['db'],
  userId: string,
  workspaceId: string,
): Promise<[string, string][]> {
  const plans: [string, string][] = []
  for (const [name, underRls, definer] of LOOKUPS) {
    for (const [how, sql] of [
      ['under RLS (before)', underRls],
      ['in private.search_candidates (now)', definer],
    ] as const) {
      const plan = await withClaims(db, { role: 'authenticated', sub: userId }, async (tx) => {
        // The definer runs as the schema's owner, which RLS does not apply to.
        if (how !== 'under RLS (before)' && !name.startsWith('key')) await tx.exec('reset role')
        const result = await tx.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, costs off, timing off, summary off) ${sql}`,
          [[workspaceId]],
        )
        return result.rows.map((row) => row['QUERY PLAN']).join('\n')
      })
      plans.push([`${name} ${how}`, plan])
    }
  }
  return plans
}

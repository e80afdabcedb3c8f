import { readFile } from 'node:fs/promises'

/**
 * The search as it was before the page moved into the lookup
 * (migrations/20261126120000_search_index_paths.sql: private.search_candidates returned every
 * match and public.search_tasks sorted them under RLS), installed beside the current one as
 * public.search_tasks_before and private.search_candidates_before, so one bench run measures both
 * on the same data and the same load. Only the bench's throwaway database gets it.
 */
export async function baselineSearchSql(): Promise<string> {
  const file = new URL('../migrations/20261126120000_search_index_paths.sql', import.meta.url)
  const sql = await readFile(file, 'utf8')
  const lookup = slice(sql, 'create function private.search_candidates(')
    .replace('private.search_candidates(', 'private.search_candidates_before(')
    .replaceAll('search_candidates.', 'search_candidates_before.')
  const search = slice(sql, 'create or replace function public.search_tasks(')
    .replace('public.search_tasks(', 'public.search_tasks_before(')
    .replace('private.search_candidates(', 'private.search_candidates_before(')
    .replaceAll('search_tasks.', 'search_tasks_before.')
  return `${lookup}
${search}
grant execute on function private.search_candidates_before(uuid[], tsquery, text, boolean) to authenticated;
grant execute on function public.search_tasks_before(text, text, text, uuid, public.column_group, uuid[], integer) to authenticated;`
}

function slice(sql: string, start: string): string {
  const from = sql.indexOf(start)
  const end = sql.indexOf('\n$$;\n', from)
  if (from < 0 || end < 0) throw new Error(`${start} not found in the index-paths migration`)
  return sql.slice(from, end + 5)
}

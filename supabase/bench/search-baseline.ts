import { readFile } from 'node:fs/promises'

/**
 * The search as first landed (migrations/20261126004000_search.sql: every lookup under the
 * caller's RLS, so no GIN index), installed beside the current one as
 * public.search_tasks_before, so one bench run measures both on the same data and the same load.
 * Only the bench's throwaway database gets it.
 */
export async function baselineSearchSql(): Promise<string> {
  const file = new URL('../migrations/20261126004000_search.sql', import.meta.url)
  const sql = await readFile(file, 'utf8')
  const start = sql.indexOf('create function public.search_tasks(')
  const end = sql.indexOf('\n$$;\n', start)
  if (start < 0 || end < 0)
    throw new Error('public.search_tasks not found in the first search migration')
  return `${sql
    .slice(start, end + 5)
    .replace('public.search_tasks(', 'public.search_tasks_before(')
    .replaceAll('search_tasks.', 'search_tasks_before.')}
grant execute on function public.search_tasks_before(text, text, text, uuid, public.column_group, uuid[], integer) to authenticated;`
}

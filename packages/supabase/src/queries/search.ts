import type { TypedSupabaseClient } from '../clients/types.js'
import { type Result, fail, ok } from '../result.js'
import { limits } from '../schemas/limits.js'
import type { Database } from '../types/database.js'

type Row = Database['public']['Functions']['search_tasks']['Returns'][number]
type Args = Database['public']['Functions']['search_tasks']['Args']

/** Where the best match was: the key (`ACME-12`), the title, the description or a comment. */
export type SearchMatch = 'key' | 'title' | 'description' | 'comment'

/**
 * One task found by `searchTasks`. Function results are typed by the generator as never null;
 * these columns are null when there is nothing to show.
 */
export type SearchHit = Omit<Row, 'assignee_id' | 'comment_id' | 'snippet' | 'matched_in'> & {
  assignee_id: string | null
  comment_id: string | null
  /** Text around the match in the description or comment; null when the title or key matched. */
  snippet: string | null
  matched_in: SearchMatch
}

export interface SearchFilters {
  /** Only this workspace (its slug); every workspace of the caller when absent. */
  workspaceSlug?: string | undefined
  /** Only this board of the workspace (its slug; with `workspaceSlug`). */
  boardSlug?: string | undefined
  assigneeId?: string | undefined
  /** The column group (status group): backlog, unstarted, started, completed, canceled. */
  statusGroup?: Args['status_group'] | undefined
  /** Tasks with any of these labels. */
  labelIds?: readonly string[] | undefined
  limit?: number | undefined
}

/**
 * Tasks whose key, title, description or comments match `query` (websearch syntax: `"exact
 * phrase"`, `or`, `-word`; the last word also as a prefix; typos in titles by trigram), best first,
 * in the caller's workspaces only (RLS). An empty query, a non-member or an unknown workspace give
 * an empty list, never an error. Highlights are marked with `SEARCH_MARK_START`/`_END`
 * (`highlightParts` splits them).
 */
export async function searchTasks(
  supabase: TypedSupabaseClient,
  query: string,
  filters: SearchFilters = {},
): Promise<Result<SearchHit[]>> {
  const text = query.trim().slice(0, limits.searchQueryMax)
  if (!text) return ok([])
  const { data, error } = await supabase.rpc('search_tasks', {
    query: text,
    ...(filters.workspaceSlug ? { workspace_slug: filters.workspaceSlug } : {}),
    ...(filters.boardSlug ? { board_slug: filters.boardSlug } : {}),
    ...(filters.assigneeId ? { assignee: filters.assigneeId } : {}),
    ...(filters.statusGroup ? { status_group: filters.statusGroup } : {}),
    ...(filters.labelIds?.length ? { label_ids: [...filters.labelIds] } : {}),
    ...(filters.limit ? { max_results: filters.limit } : {}),
  })
  return error ? fail(error) : ok(data as SearchHit[])
}

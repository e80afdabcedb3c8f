import type { SearchHit } from '@teamboard/supabase/queries'
import Link from 'next/link'
import { Highlighted } from '@/components/command/highlighted'
import { taskKey } from '../../_lib/board/task-key'

const where = {
  key: 'key',
  title: 'title',
  description: 'description',
  comment: 'a comment',
} as const

export function SearchResults({
  slug,
  query,
  hits,
}: {
  slug: string
  query: string
  hits: SearchHit[]
}) {
  if (hits.length === 0)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        No tasks match “{query}”.
      </p>
    )
  return (
    <div className="grid gap-2">
      <p role="status" className="text-sm text-muted-foreground">
        {hits.length} task{hits.length === 1 ? '' : 's'} match “{query}”
      </p>
      <ol className="grid gap-2" data-testid="search-results">
        {hits.map((hit) => (
          <li key={hit.task_id} className="rounded-lg border bg-card p-3">
            <Link
              href={`/w/${slug}/tasks/${hit.number}`}
              className="grid gap-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="flex flex-wrap items-baseline gap-2">
                <span className="font-mono text-xs text-muted-foreground">
                  {taskKey(slug, hit.number)}
                </span>
                <span className="font-medium">
                  <Highlighted text={hit.title_highlight} />
                </span>
                <span className="ml-auto text-xs text-muted-foreground">
                  {hit.board_name} · {hit.column_name} · matched in {where[hit.matched_in]}
                </span>
              </span>
              {hit.snippet ? (
                <span className="text-sm text-muted-foreground">
                  <Highlighted text={hit.snippet} />
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ol>
    </div>
  )
}

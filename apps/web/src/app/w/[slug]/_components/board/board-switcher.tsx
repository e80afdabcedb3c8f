import { CheckIcon, ChevronDownIcon } from 'lucide-react'
import Link from 'next/link'
import type { BoardInfo } from '../../_lib/board/task-types'

/**
 * The workspace's open boards, one link each, from a native disclosure: no script, and Enter or
 * Space opens it, Tab walks the boards, Enter follows one. Owners and admins also get "New
 * board…" (settings, where boards are created, archived and restored).
 */
export function BoardSwitcher({
  slug,
  current,
  boards,
  canManage,
}: {
  slug: string
  current: string
  boards: BoardInfo[]
  canManage: boolean
}) {
  return (
    // Keyed by the board, so it is closed again on the board it led to.
    <details key={current} className="relative" data-testid="board-switcher">
      <summary className="flex h-8 cursor-pointer list-none items-center gap-1 rounded-md border px-2 text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
        Switch board
        <ChevronDownIcon aria-hidden="true" className="size-4 opacity-60" />
      </summary>
      <nav
        aria-label="Boards"
        className="absolute left-0 z-30 mt-1 w-64 rounded-md border bg-popover p-1 text-sm text-popover-foreground shadow-md"
      >
        <ul className="grid gap-0.5">
          {boards.map((board) => (
            <li key={board.id}>
              <Link
                href={`/w/${slug}/b/${board.slug}`}
                aria-current={board.id === current ? 'page' : undefined}
                className="flex items-center gap-2 rounded-sm px-2 py-1.5 outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex-1 truncate">{board.name}</span>
                {board.id === current ? <CheckIcon aria-hidden="true" className="size-4" /> : null}
              </Link>
            </li>
          ))}
          {canManage ? (
            <li className="border-t pt-0.5">
              <Link
                href={`/w/${slug}/settings/boards`}
                className="flex rounded-sm px-2 py-1.5 text-muted-foreground outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                New board…
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
    </details>
  )
}

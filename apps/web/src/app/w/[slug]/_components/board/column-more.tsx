'use client'

import { Button } from '@teamboard/ui/button'
import { useEffect, useRef } from 'react'
import type { BoardTask } from '../../_lib/board/task-types'

interface ColumnMoreProps {
  columnId: string
  label: string
  /** The last card the column shows, and how many it shows. */
  last: BoardTask | undefined
  loaded: number
  /** Cards after the loaded ones (board-pages.ts). */
  more: boolean
  /** Old finished tasks the view leaves out, and whether the board shows them. */
  older: number
  showOlder: boolean
  finished: boolean
  onShowOlder: (show: boolean) => void
  onLoadMore: (columnId: string, last: BoardTask | undefined) => void
}

/**
 * The end of a column: the next cards load as it comes into view (a button for the keyboard and
 * when the observer is not there), and a finished column offers its old tasks ("Show older").
 */
export function ColumnMore({
  columnId,
  label,
  last,
  loaded,
  more,
  older,
  showOlder,
  finished,
  onShowOlder,
  onLoadMore,
}: ColumnMoreProps) {
  const end = useRef<HTMLButtonElement>(null)
  // Observed again after each page: an end still in view (a tall window) asks for the next one.
  useEffect(() => {
    const node = end.current
    if (!more || !node) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore(columnId, last)
      },
      { rootMargin: '400px 0px' },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [more, columnId, last, loaded, onLoadMore])
  if (!more && !(finished && (older > 0 || showOlder))) return null
  return (
    <div className="flex flex-col gap-1">
      {more ? (
        <Button
          ref={end}
          variant="ghost"
          size="sm"
          data-testid="column-load-more"
          onClick={() => onLoadMore(columnId, last)}
        >
          Load more in {label}
        </Button>
      ) : null}
      {finished && (older > 0 || showOlder) ? (
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={showOlder}
          onClick={() => onShowOlder(!showOlder)}
        >
          {showOlder ? 'Hide older' : `Show older (${older})`}
        </Button>
      ) : null}
    </div>
  )
}

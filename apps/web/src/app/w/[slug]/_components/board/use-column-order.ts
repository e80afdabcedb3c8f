'use client'

import { comparePositions } from '@teamboard/supabase'
import { useRouter } from 'next/navigation'
import { useMemo, useState } from 'react'
import { runAction } from '@/lib/run-action'
import { updateColumnAction } from '../../_lib/board/column-actions'
import { positionBetween } from '../../_lib/board/position'
import type { BoardColumnInfo } from '../../_lib/board/task-types'

interface Moved {
  /** The server's columns the move was made on: new ones from the server replace the guess. */
  on: readonly BoardColumnInfo[]
  id: string
  position: string
}

/**
 * The board's columns with a dragged column shown in its new place at once. The move is saved as
 * the column's new position (the same update "Move column left/right" makes, column-controls.tsx);
 * the page then reloads its columns (other browsers through use-board-structure-live.ts). A
 * refusal toasts and puts the column back.
 */
export function useColumnOrder(slug: string, columns: readonly BoardColumnInfo[]) {
  const router = useRouter()
  const [moved, setMoved] = useState<Moved | null>(null)
  const shown = useMemo(() => {
    if (!moved || moved.on !== columns) return columns
    return columns
      .map((c) => (c.id === moved.id ? { ...c, position: moved.position } : c))
      .sort(comparePositions)
  }, [columns, moved])

  async function place(id: string, index: number) {
    const rest = shown.filter((c) => c.id !== id)
    const position = positionBetween(
      rest[index - 1]?.position ?? null,
      rest[index]?.position ?? null,
    )
    setMoved({ on: columns, id, position })
    const done = await runAction(() => updateColumnAction({ workspace: slug, id, position }))
    if (done) router.refresh()
    else setMoved(null)
  }

  return { columns: shown, place }
}

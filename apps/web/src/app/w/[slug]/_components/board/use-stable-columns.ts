'use client'

import { useRef } from 'react'
import type { BoardTask, TaskStatus } from '../../_lib/board/task-types'

function sameTasks(a: BoardTask[], b: BoardTask[]): boolean {
  return a.length === b.length && a.every((task, i) => task === b[i])
}

/**
 * Keeps a column's array when its tasks did not change, so memoised columns whose cards are all
 * the same objects skip rendering: a move re-renders two columns, not six.
 */
export function useStableColumns(
  columns: Record<TaskStatus, BoardTask[]>,
): Record<TaskStatus, BoardTask[]> {
  const previous = useRef(columns)
  const stable = { ...columns }
  for (const status of Object.keys(columns) as TaskStatus[]) {
    const before = previous.current[status]
    if (before && sameTasks(before, columns[status])) stable[status] = before
  }
  previous.current = stable
  return stable
}

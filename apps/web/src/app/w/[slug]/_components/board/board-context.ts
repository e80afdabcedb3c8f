'use client'

import { createContext, use } from 'react'
import type { TaskPatch } from '../../_lib/board/board-state'
import type { BoardMember, BoardTask, TaskStatus } from '../../_lib/board/task-types'

/**
 * What every card needs but no card owns. Kept in a context with stable callbacks so a memoised
 * card re-renders only when its own task changes, not when any other card does.
 */
export interface BoardContextValue {
  slug: string
  me: string
  members: ReadonlyMap<string, BoardMember>
  today: string
  canDelete(task: BoardTask): boolean
  update(id: string, patch: TaskPatch): void
  moveTo(id: string, status: TaskStatus): void
  remove(id: string): void
}

export const BoardContext = createContext<BoardContextValue | null>(null)

export function useBoard(): BoardContextValue {
  const value = use(BoardContext)
  if (!value) throw new Error('useBoard must be used inside <BoardContext>')
  return value
}

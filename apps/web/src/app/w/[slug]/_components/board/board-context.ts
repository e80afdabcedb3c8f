'use client'

import { createContext, use } from 'react'
import type { TaskPatch } from '../../_lib/board/board-state'
import type {
  BoardColumnInfo,
  BoardInfo,
  BoardMember,
  BoardTask,
  LabelInfo,
} from '../../_lib/board/task-types'
import type { CardUi } from './card-ui'

/**
 * What every card needs but no card owns. Kept in a context with stable callbacks so a memoised
 * card re-renders only when its own task changes, not when any other card does.
 */
export interface BoardContextValue {
  slug: string
  me: string
  members: ReadonlyMap<string, BoardMember>
  /** This board's columns in order, the workspace's labels by id, the other open boards. */
  columns: readonly BoardColumnInfo[]
  labels: ReadonlyMap<string, LabelInfo>
  otherBoards: readonly BoardInfo[]
  today: string
  /** Which card's title is being edited and which card's menu is open. */
  ui: CardUi
  canDelete(task: BoardTask): boolean
  update(id: string, patch: TaskPatch): void
  moveTo(id: string, columnId: string): void
  setLabel(id: string, labelId: string, on: boolean): void
  moveToBoard(id: string, boardId: string): void
  remove(id: string): void
}

export const BoardContext = createContext<BoardContextValue | null>(null)

export function useBoard(): BoardContextValue {
  const value = use(BoardContext)
  if (!value) throw new Error('useBoard must be used inside <BoardContext>')
  return value
}

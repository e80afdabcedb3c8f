import {
  type BoardPages,
  type BoardView,
  beforeCursor,
  isLocal,
  isOld,
  queryKey,
} from './board-pages'
import { comparePositions } from '@teamboard/supabase'
import type { BoardTask } from './task-types'

/** What a column shows: its loaded cards the view matches, and its counts. */
export interface ColumnView {
  tasks: BoardTask[]
  /** How many tasks the view shows in the column, loaded or not. */
  shown: number
  /** Every task of the column. */
  total: number
  /** Old tasks "Show older" would add (0 when shown or none). */
  older: number
  /** Cards after the loaded ones: load them as the column scrolls. */
  more: boolean
}

interface Layers {
  /** The server's rows with this tab's changes on top, and the server's rows alone. */
  visible: ReadonlyMap<string, BoardTask>
  server: ReadonlyMap<string, BoardTask>
  /** Tasks with an unconfirmed change: the server's counts do not have it yet. */
  pendingIds: ReadonlySet<string>
  pages: BoardPages
  cutoff: string
}

/**
 * Each column's view: the loaded cards that match (up to the first card not loaded), and counts
 * from the server's (a column not loaded whole, or filtered there) or from the cards (loaded
 * whole), plus this tab's changes the server has not confirmed.
 */
export function viewColumns(
  { visible, server, pendingIds, pages, cutoff }: Layers,
  columnIds: readonly string[],
  view: BoardView,
  matches: (task: BoardTask) => boolean,
): Record<string, ColumnView> {
  const shows = (task: BoardTask) => {
    const page = pages[task.column_id]
    return (
      matches(task) &&
      (view.showOlder || !isOld(task, page?.group, cutoff)) &&
      beforeCursor(task, page?.next ?? null)
    )
  }
  const lists = new Map(columnIds.map((id) => [id, [] as BoardTask[]]))
  for (const task of visible.values()) if (shows(task)) lists.get(task.column_id)?.push(task)
  const delta = new Map<string, { total: number; shown: number }>()
  const add = (task: BoardTask | undefined, step: number) => {
    if (!task) return
    const d = delta.get(task.column_id) ?? { total: 0, shown: 0 }
    d.total += step
    if (matches(task) && (view.showOlder || !isOld(task, pages[task.column_id]?.group, cutoff)))
      d.shown += step
    delta.set(task.column_id, d)
  }
  for (const id of pendingIds) {
    add(server.get(id), -1)
    add(visible.get(id), 1)
  }
  const views: Record<string, ColumnView> = {}
  for (const [id, tasks] of lists) {
    tasks.sort(comparePositions)
    const page = pages[id]
    const d = delta.get(id) ?? { total: 0, shown: 0 }
    const current = page !== undefined && page.query === queryKey(view, page.group)
    const whole = !page || (page.next === null && isLocal(page, view))
    views[id] = {
      tasks,
      shown: whole || !current ? tasks.length : page.matching + d.shown,
      total: page ? page.total + d.total : tasks.length,
      older: page && !view.showOlder ? page.older : 0,
      more: page?.next != null && current,
    }
  }
  return views
}

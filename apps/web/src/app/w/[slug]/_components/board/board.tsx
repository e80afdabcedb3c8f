'use client'

import { WifiOffIcon } from 'lucide-react'
import { errorCatalogue } from '@teamboard/supabase/errors'
import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef } from 'react'
import { groupByStatus } from '../../_lib/board/board-state'
import { hasFilters, taskMatcher } from '../../_lib/board/filters'
import { positionBetween } from '../../_lib/board/position'
import { localToday } from '../../_lib/board/task-key'
import {
  type BoardMember,
  type BoardTask,
  type TaskStatus,
  taskStatuses,
} from '../../_lib/board/task-types'
import { BoardColumn } from './board-column'
import { BoardContext, type BoardContextValue } from './board-context'
import { BoardFiltersBar } from './board-filters'
import { StaticColumnList } from './column-list'
import { PresenceAvatars } from './presence-avatars'
import type { DropTarget } from './use-board-dnd'
import { useBoardFilters } from './use-board-filters'
import { useBoardLive } from './use-board-live'
import { useBoardPresence } from './use-board-presence'
import { useBoardShortcuts } from './use-board-shortcuts'
import { useDeferredDnd } from './use-deferred-dnd'
import { useBoardTasks } from './use-board-tasks'
import { useSendChange } from './use-send-change'

export interface BoardProps {
  slug: string
  workspaceId: string
  me: BoardMember
  isAdmin: boolean
  members: BoardMember[]
  tasks: BoardTask[]
}

/** The board: columns, filters, live changes and who is viewing. */
export function Board({ slug, workspaceId, me, isAdmin, members, tasks: initial }: BoardProps) {
  const send = useSendChange(slug)
  const { state, tasks, dispatch, propose, offline } = useBoardTasks(initial, send)
  useBoardLive(slug, workspaceId, dispatch)
  useBoardShortcuts()
  const memberMap = useMemo(() => new Map(members.map((m) => [m.userId, m])), [members])
  const viewers = useBoardPresence(workspaceId, me, memberMap)
  const [filters, setFilters] = useBoardFilters()
  const deferredFilters = useDeferredValue(filters)
  const filtered = hasFilters(deferredFilters)

  const totals = useMemo(() => groupByStatus(tasks.values(), taskStatuses), [tasks])
  const shown = useMemo(() => {
    const matches = taskMatcher(deferredFilters, me.userId)
    return groupByStatus([...tasks.values()].filter(matches), taskStatuses)
  }, [tasks, deferredFilters, me.userId])
  const columns = shown
  const pendingIds = useMemo(
    () =>
      new Set(
        state.pending.map((p) => (p.change.kind === 'create' ? p.change.task.id : p.change.id)),
      ),
    [state.pending],
  )

  // Menu and create handlers stay stable (cards are memoised) and read the latest board here.
  const tasksRef = useRef(tasks)
  const columnsRef = useRef(columns)
  useLayoutEffect(() => {
    tasksRef.current = tasks
    columnsRef.current = columns
  }, [tasks, columns])

  const moveTo = useCallback(
    (id: string, status: TaskStatus) => {
      const task = tasksRef.current.get(id)
      if (!task || task.status === status) return
      const last = columnsRef.current[status].at(-1) ?? null
      propose({
        kind: 'move',
        id,
        status,
        position: positionBetween(last?.position ?? null, null),
      })
    },
    [propose],
  )

  const area = useRef<HTMLDivElement>(null)
  const dnd = useDeferredDnd(area)
  const List = dnd?.SortableColumnList ?? StaticColumnList
  const onDrop = (task: BoardTask, { status, after, before }: DropTarget) =>
    propose({
      kind: 'move',
      id: task.id,
      status,
      position: positionBetween(after?.position ?? null, before?.position ?? null),
    })

  const context = useMemo<BoardContextValue>(
    () => ({
      slug,
      me: me.userId,
      members: memberMap,
      today: localToday(),
      canDelete: (task) => isAdmin || task.created_by === me.userId,
      update: (id, patch) => propose({ kind: 'update', id, patch }),
      moveTo,
      remove: (id) => propose({ kind: 'delete', id }),
    }),
    [slug, me.userId, memberMap, isAdmin, propose, moveTo],
  )

  const onCreate = useCallback(
    (status: TaskStatus, title: string) => {
      const first = columnsRef.current[status][0] ?? null
      const now = new Date().toISOString()
      propose({
        kind: 'create',
        task: {
          id: crypto.randomUUID(),
          workspace_id: workspaceId,
          number: 0,
          title,
          status,
          priority: 'none',
          assignee_id: null,
          due_date: null,
          position: positionBetween(null, first?.position ?? null),
          created_by: me.userId,
          created_at: now,
          updated_at: now,
          completed_at: null,
          // Set by the server (the board and column it lands in, the badges' counts); only the
          // fields above are sent (use-send-change.ts), and the confirmed row replaces these.
          board_id: '',
          column_id: '',
          label_ids: [],
          comment_count: 0,
          attachment_count: 0,
          checklist_total: 0,
          checklist_done: 0,
        },
      })
    },
    [propose, workspaceId, me.userId],
  )

  const columnList = taskStatuses.map((status) => (
    <BoardColumn
      key={status}
      status={status}
      tasks={columns[status]}
      total={totals[status].length}
      pendingIds={pendingIds}
      filtered={filtered}
      onCreate={onCreate}
      List={List}
    />
  ))

  return (
    <BoardContext value={context}>
      <div className="flex flex-wrap items-center justify-between gap-3 pb-4">
        <BoardFiltersBar filters={filters} members={members} me={me.userId} onChange={setFilters} />
        <div className="flex items-center gap-3">
          {offline ? (
            <p role="status" className="flex items-center gap-1.5 text-xs text-warning-foreground">
              <WifiOffIcon aria-hidden="true" className="size-4" />
              {errorCatalogue.offline}
            </p>
          ) : null}
          <PresenceAvatars viewers={viewers} me={me.userId} />
        </div>
      </div>
      {tasks.size === 0 ? (
        <p className="pb-4 text-sm text-muted-foreground" data-testid="board-empty">
          No tasks yet. Add the first one with the + at the top of a column.
        </p>
      ) : null}
      {/* Positioned, so the visually hidden (absolute) texts in its cards are clipped with the
          columns instead of widening the page on a phone. It stays when dragging is swapped in
          (use-deferred-dnd.ts), and so does its scroll position. */}
      <div
        ref={area}
        className="relative -mx-4 flex flex-1 gap-3 overflow-x-auto px-4 pb-4 sm:-mx-6 sm:px-6"
      >
        {dnd ? (
          <dnd.DndBoard slug={slug} tasks={tasks} columns={columns} onDrop={onDrop}>
            {columnList}
          </dnd.DndBoard>
        ) : (
          columnList
        )}
      </div>
    </BoardContext>
  )
}

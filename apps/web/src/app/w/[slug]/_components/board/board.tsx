'use client'

import { WifiOffIcon } from 'lucide-react'
import { errorCatalogue } from '@teamboard/supabase/errors'
import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { BoardSnapshot } from '../../_lib/board/board-state'
import { viewColumns } from '../../_lib/board/column-view'
import { hasFilters, taskMatcher } from '../../_lib/board/filters'
import { positionBetween } from '../../_lib/board/position'
import { localToday } from '../../_lib/board/task-key'
import type {
  BoardColumnInfo,
  BoardInfo,
  BoardMember,
  BoardTask,
  LabelInfo,
} from '../../_lib/board/task-types'
import { AddColumn } from './add-column'
import { BoardColumn } from './board-column'
import { BoardContext, type BoardContextValue } from './board-context'
import { createCardUi } from './card-ui'
import { BoardFiltersBar } from './board-filters'
import { StaticColumnFrame } from './column-frame'
import { StaticColumnList } from './column-list'
import { PresenceAvatars } from './presence-avatars'
import type { DropTarget } from './use-board-dnd'
import { useBoardFilters } from './use-board-filters'
import { useBoardLive } from './use-board-live'
import { useBoardPages } from './use-board-pages'
import { useBoardPresence } from './use-board-presence'
import { useBoardStructureLive } from './use-board-structure-live'
import { useBoardShortcuts } from './use-board-shortcuts'
import { useDeferredDnd } from './use-deferred-dnd'
import { useBoardTasks } from './use-board-tasks'
import { useColumnOrder } from './use-column-order'
import { useSendChange } from './use-send-change'

export interface BoardProps {
  slug: string
  workspaceId: string
  board: BoardInfo
  /** The other open boards of the workspace ("Move to board…"). */
  otherBoards: BoardInfo[]
  columns: BoardColumnInfo[]
  labels: LabelInfo[]
  me: BoardMember
  isAdmin: boolean
  members: BoardMember[]
  /** The first page of each column and the counts (load-board.ts). */
  snapshot: BoardSnapshot
}

/** The board: columns, filters, live changes and who is viewing. */
export function Board({
  slug,
  workspaceId,
  board,
  otherBoards,
  columns: serverColumns,
  labels,
  me,
  isAdmin,
  members,
  snapshot,
}: BoardProps) {
  const send = useSendChange(slug, workspaceId, board.id)
  const { state, tasks, dispatch, propose, offline } = useBoardTasks(snapshot, send)
  const shown = useMemo(
    () => new Set([board, ...otherBoards, ...serverColumns, ...labels].map((row) => row.id)),
    [board, otherBoards, serverColumns, labels],
  )
  useBoardStructureLive(workspaceId, shown)
  const { columns: boardColumns, place: placeColumn } = useColumnOrder(slug, serverColumns)
  const labelMap = useMemo(() => new Map(labels.map((l) => [l.id, l])), [labels])
  const columnIds = useMemo(() => boardColumns.map((c) => c.id), [boardColumns])
  const columnNames = useMemo(
    () => new Map(boardColumns.map((c) => [c.id, c.name])),
    [boardColumns],
  )
  const [ui] = useState(createCardUi)
  useBoardShortcuts(ui)
  const memberMap = useMemo(() => new Map(members.map((m) => [m.userId, m])), [members])
  const viewers = useBoardPresence(workspaceId, me, memberMap)
  const [filters, setFilters] = useBoardFilters()
  const deferredFilters = useDeferredValue(filters)
  const filtered = hasFilters(deferredFilters)
  const [showOlder, setShowOlder] = useState(false)
  const view = useMemo(
    () => ({ filters: deferredFilters, showOlder }),
    [deferredFilters, showOlder],
  )
  const groups = useMemo(
    () => new Map(boardColumns.map((c) => [c.id, c.status_group])),
    [boardColumns],
  )
  const { loadMore, reload } = useBoardPages({
    slug,
    boardId: board.id,
    me: me.userId,
    labels,
    groups,
    state,
    dispatch,
    view,
  })
  useBoardLive(workspaceId, board.id, dispatch, reload)

  const pendingIds = useMemo(
    () =>
      new Set(
        state.pending.map((p) => (p.change.kind === 'create' ? p.change.task.id : p.change.id)),
      ),
    [state.pending],
  )
  const views = useMemo(
    () =>
      viewColumns(
        {
          visible: tasks,
          server: state.server,
          pendingIds,
          pages: state.pages,
          cutoff: state.cutoff,
        },
        columnIds,
        view,
        taskMatcher(view.filters, me.userId, labels),
      ),
    [
      tasks,
      state.server,
      pendingIds,
      state.pages,
      state.cutoff,
      columnIds,
      view,
      me.userId,
      labels,
    ],
  )
  const columns = useMemo(
    () => Object.fromEntries(Object.entries(views).map(([id, v]) => [id, v.tasks])),
    [views],
  )
  const counts = useMemo(
    () => Object.fromEntries(Object.entries(views).map(([id, v]) => [id, v.shown])),
    [views],
  )
  // A drop or new card after a column's last loaded card goes before its first one not loaded.
  const pagesRef = useRef(state.pages)

  // Menu and create handlers stay stable (cards are memoised) and read the latest board here.
  const tasksRef = useRef(tasks)
  const columnsRef = useRef(columns)
  useLayoutEffect(() => {
    tasksRef.current = tasks
    columnsRef.current = columns
    pagesRef.current = state.pages
  }, [tasks, columns, state.pages])
  const nextPosition = useCallback(
    (columnId: string) => pagesRef.current[columnId]?.next?.position ?? null,
    [],
  )

  const moveTo = useCallback(
    (id: string, columnId: string) => {
      const task = tasksRef.current.get(id)
      if (!task || task.column_id === columnId) return
      const last = columnsRef.current[columnId]?.at(-1) ?? null
      propose({
        kind: 'move',
        id,
        columnId,
        position: positionBetween(last?.position ?? null, nextPosition(columnId)),
      })
    },
    [propose, nextPosition],
  )

  const area = useRef<HTMLDivElement>(null)
  const dnd = useDeferredDnd(area)
  const List = dnd?.SortableColumnList ?? StaticColumnList
  const Frame = (isAdmin && dnd?.SortableColumnFrame) || StaticColumnFrame
  const onDrop = (task: BoardTask, { columnId, after, before }: DropTarget) =>
    propose({
      kind: 'move',
      id: task.id,
      columnId,
      position: positionBetween(
        after?.position ?? null,
        before?.position ?? nextPosition(columnId),
      ),
    })

  const context = useMemo<BoardContextValue>(
    () => ({
      slug,
      me: me.userId,
      members: memberMap,
      columns: boardColumns,
      labels: labelMap,
      otherBoards,
      today: localToday(),
      ui,
      canDelete: (task) => isAdmin || task.created_by === me.userId,
      update: (id, patch) => propose({ kind: 'update', id, patch }),
      moveTo,
      setLabel: (id, labelId, on) => propose({ kind: 'label', id, labelId, on }),
      moveToBoard: (id, boardId) => propose({ kind: 'board', id, boardId }),
      remove: (id) => propose({ kind: 'delete', id }),
    }),
    [slug, me.userId, memberMap, boardColumns, labelMap, otherBoards, isAdmin, propose, moveTo, ui],
  )

  // Quick-add keeps the order of typing: each new task goes after the one this session of the
  // column's input made last (`after`), the first at the top.
  const onCreate = useCallback(
    (columnId: string, title: string, after: string | null) => {
      const column = columnsRef.current[columnId] ?? []
      const index = after ? column.findIndex((task) => task.id === after) : -1
      const previous = index >= 0 ? column[index] : null
      const next = column[index + 1] ?? null
      const now = new Date().toISOString()
      const id = crypto.randomUUID()
      propose({
        kind: 'create',
        task: {
          id,
          workspace_id: workspaceId,
          board_id: board.id,
          column_id: columnId,
          number: 0,
          title,
          // The server derives it from the column; nothing on the board reads it.
          status: 'todo',
          label_ids: [],
          comment_count: 0,
          attachment_count: 0,
          checklist_total: 0,
          checklist_done: 0,
          priority: 'none',
          assignee_id: null,
          due_date: null,
          position: positionBetween(
            previous?.position ?? null,
            next?.position ?? nextPosition(columnId),
          ),
          created_by: me.userId,
          created_at: now,
          updated_at: now,
          completed_at: null,
        },
      })
      return id
    },
    [propose, workspaceId, board.id, me.userId, nextPosition],
  )

  const columnList = boardColumns.map((column) => (
    <BoardColumn
      key={column.id}
      column={column}
      columns={isAdmin ? boardColumns : null}
      slug={slug}
      tasks={columns[column.id] ?? []}
      shown={views[column.id]?.shown ?? 0}
      total={views[column.id]?.total ?? 0}
      older={views[column.id]?.older ?? 0}
      more={views[column.id]?.more ?? false}
      showOlder={showOlder}
      onShowOlder={setShowOlder}
      onLoadMore={loadMore}
      pendingIds={pendingIds}
      filtered={filtered}
      onCreate={onCreate}
      List={List}
      Frame={Frame}
    />
  ))

  return (
    <BoardContext value={context}>
      <div className="flex flex-wrap items-center justify-between gap-3 pb-4">
        <BoardFiltersBar
          filters={filters}
          members={members}
          labels={labels}
          me={me.userId}
          onChange={setFilters}
        />
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
      {tasks.size === 0 && Object.values(views).every((v) => v.total === 0) ? (
        <p className="pb-4 text-sm text-muted-foreground" data-testid="board-empty">
          No tasks yet. Add the first one with the + at the top of a column.
        </p>
      ) : null}
      {/* Positioned, so the visually hidden (absolute) texts in its cards are clipped with the
          columns instead of widening the page on a phone. It stays when dragging is swapped in
          (use-deferred-dnd.ts), and so does its scroll position. Busy while a change is on its
          way: a reload before it clears would cut the change off (as the checklist shows it). */}
      <div
        ref={area}
        aria-busy={state.pending.length > 0}
        data-testid="board-area"
        className="relative -mx-4 flex flex-1 gap-3 overflow-x-auto px-4 pb-4 sm:-mx-6 sm:px-6"
      >
        {dnd ? (
          <dnd.DndBoard
            slug={slug}
            tasks={tasks}
            columns={columns}
            columnNames={columnNames}
            counts={counts}
            onDrop={onDrop}
            columnOrder={columnIds}
            onColumnDrop={(id, index) => void placeColumn(id, index)}
          >
            {columnList}
          </dnd.DndBoard>
        ) : (
          columnList
        )}
        {isAdmin ? <AddColumn slug={slug} boardId={board.id} columns={boardColumns} /> : null}
      </div>
    </BoardContext>
  )
}

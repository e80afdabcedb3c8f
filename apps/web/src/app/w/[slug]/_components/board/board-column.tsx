'use client'

import { Button } from '@teamboard/ui/button'
import { PlusIcon } from 'lucide-react'
import { type ComponentType, memo, useRef, useState } from 'react'
import type { BoardColumnInfo, BoardTask } from '../../_lib/board/task-types'
import { ColumnControls } from './column-controls'
import { ColumnMore } from './column-more'
import type { ColumnFrameProps } from './column-frame'
import type { ColumnListProps } from './column-list'
import { CreateTaskForm } from './create-task-form'

interface BoardColumnProps {
  column: BoardColumnInfo
  /** All of the board's columns, in order, for an admin's move and delete controls. */
  columns: readonly BoardColumnInfo[] | null
  slug: string
  tasks: BoardTask[]
  /** Tasks the view shows in the column, loaded or not, and every task of it. */
  shown: number
  total: number
  /** Old tasks hidden from the view ("Show older" adds them; board-pages.ts). */
  older: number
  /** Cards after the loaded ones: `onLoadMore` as the end of the list comes into view. */
  more: boolean
  showOlder: boolean
  onShowOlder: (show: boolean) => void
  onLoadMore: (columnId: string, last: BoardTask | undefined) => void
  pendingIds: ReadonlySet<string>
  filtered: boolean
  /** Creates a task after `after` (or at the top) and answers its id. */
  onCreate: (columnId: string, title: string, after: string | null) => string
  /** The cards' list: static until dragging has loaded, then sortable (use-deferred-dnd.ts). */
  List: ComponentType<ColumnListProps>
  /** The section and header: static, or sortable by an admin's header once dragging has loaded. */
  Frame: ComponentType<ColumnFrameProps>
}

/**
 * Equal when the column holds the same task objects (the board keeps an unchanged task's object)
 * and none of them changed its pending state: a move re-renders two columns, not six.
 */
function sameColumn(a: BoardColumnProps, b: BoardColumnProps): boolean {
  return (
    a.column === b.column &&
    a.columns === b.columns &&
    a.shown === b.shown &&
    a.total === b.total &&
    a.older === b.older &&
    a.more === b.more &&
    a.showOlder === b.showOlder &&
    a.filtered === b.filtered &&
    a.onCreate === b.onCreate &&
    a.onShowOlder === b.onShowOlder &&
    a.onLoadMore === b.onLoadMore &&
    a.List === b.List &&
    a.Frame === b.Frame &&
    a.tasks.length === b.tasks.length &&
    a.tasks.every(
      (task, i) => task === b.tasks[i] && a.pendingIds.has(task.id) === b.pendingIds.has(task.id),
    )
  )
}

/** One column, with its count (before filtering), inline create and an admin's controls. */
export const BoardColumn = memo(function BoardColumn({
  column,
  columns,
  slug,
  tasks,
  shown,
  total,
  older,
  more,
  showOlder,
  onShowOlder,
  onLoadMore,
  pendingIds,
  filtered,
  onCreate,
  List,
  Frame,
}: BoardColumnProps) {
  const [creating, setCreating] = useState(false)
  // The task this opening of the input made last: the next one goes after it.
  const lastCreated = useRef<string | null>(null)
  const label = column.name
  const headingId = `column-${column.id}`
  const header = (
    <>
      <h2 id={headingId} className="text-sm font-medium">
        {label}
      </h2>
      <span className="text-xs text-muted-foreground tabular-nums" data-testid="column-count">
        {filtered || shown !== total ? `${shown} of ${total}` : total}
      </span>
      {columns ? (
        <span className="ml-auto">
          <ColumnControls slug={slug} column={column} columns={columns} count={total} />
        </span>
      ) : null}
      <Button
        variant="ghost"
        size="icon"
        className={columns ? 'size-7' : 'ml-auto size-7'}
        aria-label={`Add a task to ${label}`}
        onClick={() => {
          lastCreated.current = null
          setCreating(true)
        }}
      >
        <PlusIcon aria-hidden="true" />
      </Button>
    </>
  )
  return (
    <Frame column={column} draggable={columns !== null} header={header}>
      {creating ? (
        <CreateTaskForm
          columnLabel={label}
          onCreate={(title) => {
            lastCreated.current = onCreate(column.id, title, lastCreated.current)
          }}
          onClose={() => setCreating(false)}
        />
      ) : null}
      <List
        columnId={column.id}
        label={label}
        tasks={tasks}
        setSize={shown}
        pendingIds={pendingIds}
        empty={
          tasks.length === 0 ? (
            <li className="rounded-lg border border-dashed px-3 py-6 text-center text-xs text-muted-foreground">
              {filtered && total > 0 ? 'No tasks match the filters' : 'No tasks'}
            </li>
          ) : null
        }
      />
      <ColumnMore
        columnId={column.id}
        label={label}
        last={tasks.at(-1)}
        loaded={tasks.length}
        more={more}
        older={older}
        showOlder={showOlder}
        finished={column.status_group === 'completed' || column.status_group === 'canceled'}
        onShowOlder={onShowOlder}
        onLoadMore={onLoadMore}
      />
    </Frame>
  )
}, sameColumn)

'use client'

import { cn } from '@teamboard/ui/lib/cn'
import type { CSSProperties, DOMAttributes, ReactNode, Ref } from 'react'
import type { BoardColumnInfo } from '../../_lib/board/task-types'

/** What a column hands to its frame (the section and its header), with or without dragging. */
export interface ColumnFrameProps {
  column: BoardColumnInfo
  /** An owner or admin: the header drags the column (sortable-column.tsx). */
  draggable: boolean
  /** The header's contents: name, count and buttons. */
  header: ReactNode
  children: ReactNode
}

/** The section both kinds of frame render, so the swap to the sortable one looks the same. */
export function ColumnShell({
  column,
  draggable,
  header,
  children,
  sectionRef,
  headerRef,
  headerHandlers,
  style,
  dragging,
}: ColumnFrameProps & {
  sectionRef?: Ref<HTMLElement>
  headerRef?: Ref<HTMLElement>
  headerHandlers?: DOMAttributes<HTMLElement>
  style?: CSSProperties
  dragging?: boolean
}) {
  return (
    <section
      ref={sectionRef}
      style={style}
      aria-labelledby={`column-${column.id}`}
      data-testid="board-column"
      data-group={column.status_group}
      className={cn(
        // From `lg` up the columns share the board's width (at 1 280 px a new board's six all
        // show), never narrower than 12 rem; below, each is 18 rem and the board scrolls them.
        'flex w-72 shrink-0 flex-col gap-2 rounded-xl bg-muted/50 p-2 lg:w-auto lg:max-w-96 lg:min-w-48 lg:flex-1 lg:basis-0',
        dragging && 'relative z-10 opacity-80 shadow-lg ring-2 ring-ring',
      )}
    >
      {/* A press here before dragging has loaded is replayed on the sortable header
          (use-deferred-dnd.ts reads data-column-drag). */}
      <header
        ref={headerRef}
        {...headerHandlers}
        data-column-drag={draggable ? column.id : undefined}
        className={cn('flex items-center gap-2 px-1', draggable && 'cursor-grab')}
      >
        {header}
      </header>
      {children}
    </section>
  )
}

/** A column before dragging has loaded, and always for members (they cannot reorder). */
export function StaticColumnFrame(props: ColumnFrameProps) {
  return <ColumnShell {...props} />
}

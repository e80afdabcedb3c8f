'use client'

import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual'
import {
  type FocusEvent,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import type { BoardTask } from '../../_lib/board/task-types'

/** A card's height before it is measured: a title on one line and the meta row. */
const ESTIMATE = 76
/** The space between cards (the list's `gap-2`). */
const GAP = 8
/** Cards rendered beyond each edge of the window, so the next Tab, j/k or arrow finds one. */
const OVERSCAN = 6
/**
 * The window the server renders for, and the first render in the browser with it (hydration must
 * match): a tall screen's worth, so no screen shows an empty column before the first measure.
 */
const SERVER_RECT = { width: 0, height: 1200 }

const estimateSize = () => ESTIMATE

/** What the list renders: its cards with their index, and the space standing in for the others. */
export type VirtualRow =
  { kind: 'card'; task: BoardTask; index: number } | { kind: 'space'; key: string; height: number }

export interface VirtualCards {
  rows: VirtualRow[]
  /** The ref each card's `<li>` takes (with `data-index`), so its real height is used. */
  measure: (node: Element | null) => void
  /** The list's focus handlers: the focused card stays rendered while the window scrolls away. */
  onFocus: (event: FocusEvent<HTMLElement>) => void
  onBlur: (event: FocusEvent<HTMLElement>) => void
}

function cardOf(node: EventTarget | null): string | null {
  return node instanceof Element
    ? (node.closest('[data-task-id]')?.getAttribute('data-task-id') ?? null)
    : null
}

/**
 * A column's cards, rendered only near the window (docs/decisions/board-virtual-columns.md). The
 * cards stay in the document's flow, with blank space standing for the ones not rendered, so the
 * server's HTML and the first paint are laid out as without it. The page scrolls the columns, so
 * the window is the scroller; `pinned` (the card being dragged) stays rendered wherever it is.
 */
export function useVirtualCards(
  listRef: RefObject<HTMLElement | null>,
  tasks: BoardTask[],
  pinned: string | null = null,
): VirtualCards {
  const [margin, setMargin] = useState(0)
  // Where the list starts on the page moves when something above it changes size; it is read
  // again on each render and scroll (a cheap read: nothing has changed the layout yet).
  useLayoutEffect(() => {
    const node = listRef.current
    if (!node) return
    const read = () => {
      const top = Math.round(node.getBoundingClientRect().top + window.scrollY)
      setMargin((old) => (old === top ? old : top))
    }
    read()
    window.addEventListener('scroll', read, { passive: true })
    window.addEventListener('resize', read)
    return () => {
      window.removeEventListener('scroll', read)
      window.removeEventListener('resize', read)
    }
  })
  // The focused card's id: it stays rendered, so the focus is not lost to the page.
  const focused = useRef<string | null>(null)
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = new Set(defaultRangeExtractor(range))
      for (const id of [pinned, focused.current]) {
        const index = id ? tasks.findIndex((task) => task.id === id) : -1
        if (index >= 0) indexes.add(index)
      }
      return [...indexes].sort((a, b) => a - b)
    },
    [tasks, pinned],
  )
  // Stable while the list is: a new one makes the virtualizer lay out every card again.
  const getItemKey = useCallback((index: number) => tasks[index]?.id ?? index, [tasks])
  const virtualizer = useWindowVirtualizer({
    count: tasks.length,
    estimateSize,
    getItemKey,
    gap: GAP,
    overscan: OVERSCAN,
    scrollMargin: margin,
    initialRect: SERVER_RECT,
    initialOffset: 0,
    rangeExtractor,
    // Measuring a card in a ref callback would otherwise flush a render inside React's commit
    // (React warns: "flushSync was called from inside a lifecycle method").
    useFlushSync: false,
  })
  const rows: VirtualRow[] = []
  // Each card ends where the next begins less the gap; the list's gap also sits on each side of a
  // space, so a space is its stretch less the two gaps around it.
  let end = margin - GAP
  for (const item of virtualizer.getVirtualItems()) {
    const task = tasks[item.index]
    if (!task) continue
    const skipped = item.start - end - GAP
    if (skipped > 0) rows.push({ kind: 'space', key: `space-${item.index}`, height: skipped - GAP })
    rows.push({ kind: 'card', task, index: item.index })
    end = item.end
  }
  const rest = margin + virtualizer.getTotalSize() - end
  if (tasks.length > 0 && rest > GAP)
    rows.push({ kind: 'space', key: 'space-end', height: rest - GAP })

  return {
    rows,
    measure: virtualizer.measureElement,
    onFocus: (event) => {
      focused.current = cardOf(event.target)
    },
    onBlur: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget)) focused.current = null
    },
  }
}

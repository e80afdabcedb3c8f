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
import { CARD_ESTIMATE, CARD_GAP } from './card-place'

// Loaded with dragging (board-dnd.tsx), as the library is ~10 kB: docs/decisions/board-virtual-columns.md.

/** Cards rendered beyond each edge of the window, so the next Tab, j/k or arrow finds one. */
const OVERSCAN = 6

/** What the list renders: its cards with their index, and the space standing in for the others. */
type VirtualRow =
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

/** Where the list starts on the page. */
function topOf(node: Element): number {
  return Math.round(node.getBoundingClientRect().top + window.scrollY)
}

/**
 * The static list this one replaces (column-list.tsx) is still in the page while this one first
 * renders: its cards' heights and its place, so nothing above the window moves at the swap.
 */
function readStaticList(columnId: string) {
  const list = document.querySelector(`ul[data-column-list="${CSS.escape(columnId)}"]`)
  const heights = new Map<string, number>()
  for (const item of list?.children ?? []) {
    const id = item.querySelector('[data-task-id]')?.getAttribute('data-task-id')
    if (id) heights.set(id, item.getBoundingClientRect().height)
  }
  return { heights, margin: list ? topOf(list) : 0 }
}

/**
 * A column's cards, rendered only near the window (docs/decisions/board-virtual-columns.md). The
 * cards stay in the document's flow, with blank space standing for the ones not rendered. The
 * page scrolls the columns, so the window is the scroller; `pinned` (the card being dragged) and
 * the focused card stay rendered wherever they are.
 */
export function useVirtualCards(
  listRef: RefObject<HTMLElement | null>,
  columnId: string,
  tasks: BoardTask[],
  pinned: string | null,
): VirtualCards {
  const [seed] = useState(() => readStaticList(columnId))
  const [margin, setMargin] = useState(seed.margin)
  // Where the list starts moves when something above it changes size: read again after each
  // render (one cheap read: nothing has changed the layout since the commit), and on scroll and
  // resize, whose listeners are added once.
  const readMargin = useCallback(() => {
    const node = listRef.current
    if (!node) return
    const top = topOf(node)
    setMargin((old) => (old === top ? old : top))
  }, [listRef])
  useLayoutEffect(readMargin)
  useLayoutEffect(() => {
    window.addEventListener('scroll', readMargin, { passive: true })
    window.addEventListener('resize', readMargin)
    return () => {
      window.removeEventListener('scroll', readMargin)
      window.removeEventListener('resize', readMargin)
    }
  }, [readMargin])
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
  const estimateSize = useCallback(
    (index: number) => seed.heights.get(tasks[index]?.id ?? '') ?? CARD_ESTIMATE,
    [seed, tasks],
  )
  const virtualizer = useWindowVirtualizer({
    count: tasks.length,
    estimateSize,
    getItemKey,
    gap: CARD_GAP,
    overscan: OVERSCAN,
    scrollMargin: margin,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    rangeExtractor,
    // Measuring a card in a ref callback would otherwise flush a render inside React's commit
    // (React warns: "flushSync was called from inside a lifecycle method").
    useFlushSync: false,
  })

  const rows: VirtualRow[] = []
  // A space stands for the cards between two rendered ones; the list's gap also sits on each
  // side of it, so it is that stretch less the two gaps.
  let end = margin - CARD_GAP
  for (const item of virtualizer.getVirtualItems()) {
    const task = tasks[item.index]
    if (!task) continue
    const skipped = item.start - end - CARD_GAP
    if (skipped > 0)
      rows.push({ kind: 'space', key: `space-${item.index}`, height: skipped - CARD_GAP })
    rows.push({ kind: 'card', task, index: item.index })
    end = item.end
  }
  const rest = margin + virtualizer.getTotalSize() - end
  if (tasks.length > 0 && rest > CARD_GAP)
    rows.push({ kind: 'space', key: 'space-end', height: rest - CARD_GAP })

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

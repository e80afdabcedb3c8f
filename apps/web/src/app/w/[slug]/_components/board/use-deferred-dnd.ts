'use client'

import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { later, useLater, useLoadOnFirstInput } from '@/lib/load-later'
import type * as BoardDnd from './board-dnd'
import { columnSortId } from './column-dnd'
import { early } from './early-press'
import { moveSender } from './use-send-change'

type DndModule = typeof BoardDnd

const dragging = later(() => import('./board-dnd'))
const loads = [dragging, moveSender]

/** Open menus, selects and dialogs anywhere; in the columns, a field or open options in use. */
const popup = '[role="menu"], [role="listbox"], [role="dialog"]'
const inUse = 'input, textarea, details[open], [aria-expanded="true"]'

/** The focused control in the columns, as an address that survives their remount. */
interface FocusAddress {
  container: string
  index: number
}

/** The events after which the swap is tried again: a press, a key or the focus has moved. */
const attempts = ['pointerdown', 'pointerup', 'keydown', 'keyup', 'focusin', 'focusout'] as const

const focusable = 'a[href], button, summary, [tabindex]'

function focusAddress(area: HTMLElement): FocusAddress | null {
  const active = document.activeElement
  if (!(active instanceof HTMLElement) || !area.contains(active)) return null
  const card = active.closest('[data-task-id]')
  const column = active.closest('[aria-labelledby^="column-"]')
  const container = card
    ? `[data-task-id="${CSS.escape(card.getAttribute('data-task-id') ?? '')}"]`
    : column
      ? `[aria-labelledby="${CSS.escape(column.getAttribute('aria-labelledby') ?? '')}"]`
      : null
  const scope = card ?? column
  if (!container || !scope) return null
  return { container, index: [...scope.querySelectorAll(focusable)].indexOf(active) }
}

/** A press on a card or column header, or Space/Enter on a grip, before the swap (early-press.ts). */
function noteEarly(event: Event) {
  const target = event.target instanceof Element ? event.target : null
  if (!target || target.closest('input, textarea')) return
  if (event instanceof PointerEvent) {
    // Touch excepted: its drag starts with a long press, which starts again after the swap.
    if (!event.isPrimary || event.button !== 0 || event.pointerType === 'touch') return
    const column = target.closest('[data-column-drag]')?.getAttribute('data-column-drag')
    early.press =
      target.closest('[data-task-id]')?.getAttribute('data-task-id') ??
      (column ? columnSortId(column) : null)
  } else if (
    event instanceof KeyboardEvent &&
    (event.code === 'Space' || event.code === 'Enter') &&
    target.matches('[data-drag-handle]')
  ) {
    // The pickup comes with the swap; meanwhile the key neither scrolls nor clicks.
    event.preventDefault()
    early.pickup = target.closest('[data-task-id]')?.getAttribute('data-task-id') ?? null
  }
}

/**
 * The board's dragging (board-dnd.tsx), loaded on the page's first input and swapped in for the
 * static columns as soon as that loses nothing: no field, open options or menu in use (a plain
 * state update, checked again after each press, key and focus change). The focus is kept; a drag
 * begun before the swap goes on through early-drag.ts. `area` holds the columns. Null until
 * swapped in: the board renders static lists meanwhile.
 */
export function useDeferredDnd(area: RefObject<HTMLElement | null>): DndModule | null {
  useLoadOnFirstInput(loads)
  const loaded = useLater(dragging)
  const [swapped, setSwapped] = useState<DndModule | null>(null)
  const focus = useRef<FocusAddress | null>(null)
  // A press that has not moved may be a click: swapped between its down and its up, the element
  // under it is a new one and the click never fires. It waits for the release, or for a move (a
  // drag beginning, which the held-press sensor then takes over). Kept across the effect below,
  // which starts again when dragging arrives, as it may in the middle of a press.
  const still = useRef(false)

  // A press ends with its release, before or after the swap.
  useEffect(() => {
    const release = () => {
      early.press = null
    }
    window.addEventListener('pointerup', release, true)
    window.addEventListener('pointercancel', release, true)
    return () => {
      window.removeEventListener('pointerup', release, true)
      window.removeEventListener('pointercancel', release, true)
    }
  }, [])

  useEffect(() => {
    const node = area.current
    if (swapped || !node) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // After the event's own handlers have run, so the check sees what they did.
    const attempt = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        if (!loaded || still.current || document.querySelector(popup) || node.querySelector(inUse))
          return
        focus.current = focusAddress(node)
        setSwapped(loaded)
      })
    }
    const press = (event: PointerEvent) => {
      still.current = event.isPrimary
    }
    const move = (event: PointerEvent) => {
      if (!still.current || event.buttons === 0) return
      still.current = false
      attempt()
    }
    const release = () => {
      still.current = false
    }
    node.addEventListener('pointerdown', noteEarly, true)
    node.addEventListener('keydown', noteEarly, true)
    document.addEventListener('pointerdown', press, true)
    document.addEventListener('pointermove', move, true)
    for (const type of ['pointerup', 'pointercancel'] as const)
      document.addEventListener(type, release, true)
    for (const type of attempts) document.addEventListener(type, attempt, true)
    attempt()
    return () => {
      clearTimeout(timer)
      node.removeEventListener('pointerdown', noteEarly, true)
      node.removeEventListener('keydown', noteEarly, true)
      document.removeEventListener('pointerdown', press, true)
      document.removeEventListener('pointermove', move, true)
      for (const type of ['pointerup', 'pointercancel'] as const)
        document.removeEventListener(type, release, true)
      for (const type of attempts) document.removeEventListener(type, attempt, true)
    }
  }, [loaded, swapped, area])

  // The control that had the focus has it again before the next paint; on a grip with a
  // pending pickup, that focus picks the card up (early-drag.ts).
  useLayoutEffect(() => {
    const node = area.current
    const address = focus.current
    focus.current = null
    if (swapped && node && address && !node.contains(document.activeElement)) {
      const scope = node.querySelector(address.container)
      scope?.querySelectorAll<HTMLElement>(focusable)[address.index]?.focus()
    }
    if (swapped) early.pickup = null
  }, [swapped, area])

  return swapped
}

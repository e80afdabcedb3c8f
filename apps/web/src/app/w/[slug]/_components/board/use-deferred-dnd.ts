'use client'

import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type * as BoardDnd from './board-dnd'

type DndModule = typeof BoardDnd

const loadDnd = () => import('./board-dnd')

/** The first of these anywhere on the page fetches dragging: people move or tab before they drag. */
const firstInput = ['pointermove', 'pointerdown', 'keydown', 'focusin', 'touchstart', 'wheel']

/** The grip, dnd-kit's keyboard activator (task-card.tsx). */
const handle = '[data-drag-handle]'

/**
 * A press on a card or an admin's column header (`target`, a selector), or a key on a grip, that
 * came before dragging did, replayed once it has.
 */
type Early =
  { kind: 'pointer'; target: string; init: PointerEventInit } | { kind: 'key'; taskId: string }

function taskIdOf(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null
  return target.closest('[data-task-id]')?.getAttribute('data-task-id') ?? null
}

/** The card, or else the draggable column header (column-frame.tsx), a press landed on. */
function pressTargetOf(target: EventTarget | null): string | null {
  const taskId = taskIdOf(target)
  if (taskId) return `[data-task-id="${CSS.escape(taskId)}"]`
  if (!(target instanceof Element)) return null
  const column = target.closest('[data-column-drag]')?.getAttribute('data-column-drag')
  return column ? `[data-column-drag="${CSS.escape(column)}"]` : null
}

function cardOf(area: HTMLElement, taskId: string): HTMLElement | null {
  return area.querySelector<HTMLElement>(`[data-task-id="${CSS.escape(taskId)}"]`)
}

/**
 * Open menus, selects and dialogs anywhere; in the columns, also a card menu still loading (its
 * stand-in says expanded) and an open title or new-task input.
 */
const popup = '[role="menu"], [role="listbox"], [role="dialog"]'
const opening = '[aria-expanded="true"], input, textarea'

/**
 * Swapping in the sortable lists remounts the cards and columns. That loses nothing unless a
 * title or new task is being typed, a menu is open or opening, a finger is on the screen, or the
 * focus is in the columns on anything but a grip (which gets the focus back).
 */
function canSwap(area: HTMLElement, touching: boolean): boolean {
  if (touching || area.querySelector(opening) || document.querySelector(popup)) return false
  const active = document.activeElement
  return !active || !area.contains(active) || active.matches(handle)
}

/**
 * The board's dragging (board-dnd.tsx), fetched on the first input instead of with the page
 * (the board's JS budget, e2e/js-budget.ts) and swapped in as soon as that loses nothing (see canSwap). A press on a card or
 * Space/Enter on a grip made before then is replayed on the sortable card, so the first drag
 * works however early it starts (a touch drag excepted: its long press starts again); so does a
 * press on an admin's column header. `area`
 * holds the columns. Null until swapped in: the board renders static lists meanwhile.
 */
export function useDeferredDnd(area: RefObject<HTMLElement | null>): DndModule | null {
  const [loaded, setLoaded] = useState<DndModule | null>(null)
  const [swapped, setSwapped] = useState<DndModule | null>(null)
  const early = useRef<Early | null>(null)
  const focusTask = useRef<string | null>(null)

  useEffect(() => {
    const start = () => {
      for (const type of firstInput) window.removeEventListener(type, start, true)
      // A failed fetch (offline) tries again with the next input.
      loadDnd().then(setLoaded, listen)
    }
    function listen() {
      for (const type of firstInput)
        window.addEventListener(type, start, { capture: true, passive: true })
    }
    listen()
    return () => {
      for (const type of firstInput) window.removeEventListener(type, start, true)
    }
  }, [])

  // Until the swap: remember an early press on a card or key on a grip.
  useEffect(() => {
    const node = area.current
    if (swapped || !node) return
    const press = (event: PointerEvent) => {
      const target = pressTargetOf(event.target)
      if (!target || !event.isPrimary || event.button !== 0 || event.pointerType === 'touch') return
      if (event.target instanceof Element && event.target.closest('input, textarea')) return
      const { clientX, clientY, pointerId, pointerType } = event
      early.current = {
        kind: 'pointer',
        target,
        init: { clientX, clientY, pointerId, pointerType, isPrimary: true, button: 0, buttons: 1 },
      }
    }
    const release = () => {
      if (early.current?.kind === 'pointer') early.current = null
    }
    const key = (event: KeyboardEvent) => {
      if (event.code !== 'Space' && event.code !== 'Enter') return
      if (!(event.target instanceof Element) || !event.target.matches(handle)) return
      const taskId = taskIdOf(event.target)
      if (!taskId) return
      // The pickup comes with the swap; meanwhile the key neither scrolls nor clicks.
      event.preventDefault()
      early.current = { kind: 'key', taskId }
    }
    node.addEventListener('pointerdown', press, true)
    node.addEventListener('keydown', key, true)
    window.addEventListener('pointerup', release, true)
    window.addEventListener('pointercancel', release, true)
    return () => {
      node.removeEventListener('pointerdown', press, true)
      node.removeEventListener('keydown', key, true)
      window.removeEventListener('pointerup', release, true)
      window.removeEventListener('pointercancel', release, true)
    }
  }, [swapped, area])

  // Once loaded: swap now, or at the first moment that loses nothing.
  useEffect(() => {
    const node = area.current
    if (!loaded || swapped || !node) return
    let touching = false
    const attempt = () => {
      if (!canSwap(node, touching)) return
      focusTask.current = node.contains(document.activeElement)
        ? taskIdOf(document.activeElement)
        : null
      // Committed now, while what canSwap saw still holds. A render scheduled for later let a
      // press land in between: a card menu opened there (its stand-in's state) was remounted
      // away, closed (board-menus.spec.ts caught it under load).
      flushSync(() => setSwapped(loaded))
    }
    const touch = (event: TouchEvent) => {
      touching = event.touches.length > 0
      attempt()
    }
    // Focus leaving an input lands on the next element, or on the body once the blur is over.
    const afterBlur = () => setTimeout(attempt)
    const observer = new MutationObserver(attempt)
    observer.observe(node, { childList: true, subtree: true })
    document.addEventListener('focusin', attempt)
    document.addEventListener('focusout', afterBlur)
    for (const type of ['touchstart', 'touchend', 'touchcancel'] as const)
      window.addEventListener(type, touch, { capture: true, passive: true })
    // From a task of its own: flushSync can't commit from inside an effect.
    const first = setTimeout(attempt)
    return () => {
      clearTimeout(first)
      observer.disconnect()
      document.removeEventListener('focusin', attempt)
      document.removeEventListener('focusout', afterBlur)
      for (const type of ['touchstart', 'touchend', 'touchcancel'] as const)
        window.removeEventListener(type, touch, true)
    }
  }, [loaded, swapped, area])

  // The grip that had the focus has it again before the next paint.
  useLayoutEffect(() => {
    const node = area.current
    if (!swapped || !node || !focusTask.current) return
    cardOf(node, focusTask.current)?.querySelector<HTMLElement>(handle)?.focus()
  }, [swapped, area])

  // Replayed a frame later, once dnd-kit has registered the sortable cards.
  useEffect(() => {
    const node = area.current
    const pending = early.current
    if (!swapped || !node || !pending) return
    early.current = null
    const frame = requestAnimationFrame(() => {
      if (pending.kind === 'pointer') {
        node
          .querySelector(pending.target)
          ?.dispatchEvent(new PointerEvent('pointerdown', { ...pending.init, bubbles: true }))
        return
      }
      const grip = cardOf(node, pending.taskId)?.querySelector<HTMLElement>(handle)
      grip?.focus()
      grip?.dispatchEvent(
        new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true }),
      )
    })
    return () => cancelAnimationFrame(frame)
  }, [swapped, area])

  return swapped
}

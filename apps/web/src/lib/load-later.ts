'use client'

import {
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'

// What is loaded later, when, and why: docs/decisions/deferred-loading.md.

/** A module kept out of a page's first load, fetched once on the first sign of use. */
export interface Later<T> {
  /** Fetches it (once); after a failure (offline) the next call tries again. */
  load: () => Promise<T>
  current: () => T | null
  subscribe: (listener: () => void) => () => void
}

export function later<T>(importer: () => Promise<T>): Later<T> {
  let value: T | null = null
  let pending: Promise<T> | null = null
  const listeners = new Set<() => void>()
  return {
    load() {
      pending ??= importer().then(
        (loaded) => {
          value = loaded
          for (const listener of listeners) listener()
          return loaded
        },
        (error: unknown) => {
          pending = null
          throw error
        },
      )
      return pending
    },
    current: () => value,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The module, once it has arrived (the component renders again then); null until. */
export function useLater<T>(item: Later<T>): T | null {
  return useSyncExternalStore(item.subscribe, item.current, () => null)
}

// Signs that someone is using the page. Not focus: a page may move it by itself on load.
const firstInput = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel'] as const

/**
 * Fetches `items` (a stable, module-level list) on the page's first input: still outside the
 * first load, but on hand before it is needed, and before the network goes for anyone who has
 * touched the page. A failed fetch tries again with the next input.
 */
export function useLoadOnFirstInput(items: readonly Later<unknown>[]) {
  useEffect(() => {
    const stop = () => {
      for (const type of firstInput) window.removeEventListener(type, start, true)
    }
    function start() {
      stop()
      Promise.all(items.map((item) => item.load())).catch(listen)
    }
    function listen() {
      for (const type of firstInput)
        window.addEventListener(type, start, { capture: true, passive: true })
    }
    listen()
    return stop
  }, [items])
}

/** What a stand-in hands to the control that replaces it. */
export interface Handoff {
  /** The stand-in was activated (click, Enter, Space, ArrowDown): the control mounts open. */
  open: boolean
  /** The stand-in held the focus: the real trigger takes it over. */
  focus: boolean
}

/**
 * A menu, select or popover whose real control is loaded later. Until it is here, render
 * `standIn` on a button with the trigger's name and look: hovering or focusing it fetches the
 * control, pressing it also opens it once here (`handoff`). `open`/`onOpen` make the open state
 * the caller's, for a menu that something else opens too.
 */
export function useStandIn<T>(item: Later<T>, control?: { open: boolean; onOpen: () => void }) {
  const loaded = useLater(item)
  const [ownOpen, setOwnOpen] = useState(false)
  const [focus, setFocus] = useState(false)
  const open = control ? control.open : ownOpen
  const fetch = () => void item.load().catch(() => undefined)
  const activate = () => {
    if (control) control.onOpen()
    else setOwnOpen(true)
    fetch()
  }
  return {
    loaded,
    handoff: { open, focus } satisfies Handoff,
    standIn: {
      'aria-haspopup': 'menu' as 'menu' | 'listbox' | 'dialog',
      'aria-expanded': open,
      onPointerEnter: fetch,
      onFocus: () => {
        setFocus(true)
        fetch()
      },
      onBlur: () => setFocus(false),
      // Radix's triggers open on pointerdown; so does the stand-in, or a hover's fetch could
      // swap the real trigger in between a press and its release and lose the click.
      onPointerDown: (event: PointerEvent) => {
        if (event.button === 0 && !event.ctrlKey) activate()
      },
      onClick: activate,
      onKeyDown: (event: KeyboardEvent) => {
        // Radix's triggers open on ArrowDown too (Enter and Space arrive as a click).
        if (event.key !== 'ArrowDown') return
        event.preventDefault()
        activate()
      },
    },
  }
}

/** For the control that replaces a stand-in: its trigger's ref, focused before paint if due. */
export function useHandoffFocus({ open, focus }: Handoff) {
  const trigger = useRef<HTMLButtonElement>(null)
  // An open menu takes the focus itself.
  useLayoutEffect(() => {
    if (focus && !open) trigger.current?.focus()
  }, [focus, open])
  return trigger
}

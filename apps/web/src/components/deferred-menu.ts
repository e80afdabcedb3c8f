'use client'

import {
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'

/** What a stand-in hands to the menu that replaces it. */
export interface MenuHandoff {
  /** The stand-in was activated (click, Enter, Space, ArrowDown): mount open. */
  open: boolean
  /** The stand-in held the focus: the real trigger takes it over. */
  focus: boolean
}

/**
 * A menu button whose menu (Radix's, with its positioning: ~20 kB compressed) is not part of the
 * page's first load (the JS budgets, apps/web/e2e/js-budget.ts). Render `standIn` on a button with the trigger's name and look
 * until `Menu` is set: the stand-in fetches the menu when the pointer reaches it or it gets the
 * focus, and the menu mounts with `handoff`, open if the stand-in was already activated.
 */
export function useDeferredMenu<Props>(load: () => Promise<ComponentType<Props & MenuHandoff>>) {
  const [Menu, setMenu] = useState<ComponentType<Props & MenuHandoff> | null>(null)
  const [open, setOpen] = useState(false)
  const [focus, setFocus] = useState(false)
  const fetchMenu = () => void load().then((component) => setMenu(() => component))
  const activate = () => {
    setOpen(true)
    fetchMenu()
  }
  return {
    Menu,
    handoff: { open, focus } satisfies MenuHandoff,
    standIn: {
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      onPointerEnter: fetchMenu,
      onFocus: () => {
        setFocus(true)
        fetchMenu()
      },
      onBlur: () => setFocus(false),
      // Radix's triggers open on pointerdown. So does the stand-in: the hover's fetch can swap in
      // the real trigger between a press and its release, and the click is then lost.
      onPointerDown: (event: PointerEvent) => {
        if (event.button === 0 && !event.ctrlKey) activate()
      },
      onClick: activate,
      onKeyDown: (event: KeyboardEvent) => {
        // Radix's trigger opens on ArrowDown too (Enter and Space arrive as a click).
        if (event.key !== 'ArrowDown') return
        event.preventDefault()
        activate()
      },
    },
  }
}

/** For the menu that replaces a stand-in: its trigger's ref, focused before paint if it should be. */
export function useHandoffFocus({ open, focus }: MenuHandoff) {
  const trigger = useRef<HTMLButtonElement>(null)
  // An open menu takes the focus itself.
  useLayoutEffect(() => {
    if (focus && !open) trigger.current?.focus()
  }, [focus, open])
  return trigger
}

// Signs that someone is using the page. Not focus: a page may move it by itself on load.
const interactions = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel'] as const

/**
 * Fetches `loads` (a stable, module-level list) on the page's first interaction, still outside
 * its first load: a page that must keep working offline (the board queues changes) then has its
 * deferred menus on hand before the network goes, for anyone who has touched the page.
 */
export function useLoadOnFirstInteraction(loads: readonly (() => Promise<unknown>)[]) {
  useEffect(() => {
    const stop = () => {
      for (const type of interactions) window.removeEventListener(type, start, true)
    }
    function start() {
      stop()
      // A failed fetch (offline) tries again with the next interaction.
      Promise.all(loads.map((load) => load())).catch(listen)
    }
    function listen() {
      for (const type of interactions)
        window.addEventListener(type, start, { capture: true, passive: true })
    }
    listen()
    return stop
  }, [loads])
}

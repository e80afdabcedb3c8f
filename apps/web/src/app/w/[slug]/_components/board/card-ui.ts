'use client'

import { useSyncExternalStore } from 'react'

/** Which card's title is being edited and which card's menu is open (at Labels or not). */
interface CardUiState {
  editing: string | null
  menu: string | null
  labels: boolean
}

/**
 * The cards' open editors and menus, held by the board rather than by each card: the board's
 * shortcuts open them as commands (use-board-shortcuts.ts), and swapping dragging in remounts
 * the cards without closing them (use-deferred-dnd.ts). A card re-renders only when its own
 * part changes.
 */
export function createCardUi() {
  let state: CardUiState = { editing: null, menu: null, labels: false }
  const listeners = new Set<() => void>()
  const set = (next: Partial<CardUiState>) => {
    state = { ...state, ...next }
    for (const listener of listeners) listener()
  }
  return {
    get: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Starts editing a card's title. */
    edit: (taskId: string) => set({ editing: taskId }),
    /** Ends editing a card's title, unless another card's has started since. */
    done: (taskId: string) => (state.editing === taskId ? set({ editing: null }) : undefined),
    /** Opens a card's menu, at its Labels submenu if asked. */
    openMenu: (taskId: string, labels = false) => set({ menu: taskId, labels }),
    /** Closes a card's menu, unless another card's has opened since. */
    closeMenu: (taskId: string) => (state.menu === taskId ? set({ menu: null }) : undefined),
  }
}

export type CardUi = ReturnType<typeof createCardUi>

/** This card's part: editing its title, its menu open, its Labels submenu open. */
export function useCardUi(ui: CardUi, taskId: string) {
  const part = () => {
    const { editing, menu, labels } = ui.get()
    // One number, so the snapshot compares by value: 1 editing, 2 menu, 4 at Labels.
    return (
      (editing === taskId ? 1 : 0) | (menu === taskId ? 2 : 0) | (menu === taskId && labels ? 4 : 0)
    )
  }
  const bits = useSyncExternalStore(ui.subscribe, part, part)
  return { editing: (bits & 1) > 0, menu: (bits & 2) > 0, labels: (bits & 4) > 0 }
}

/**
 * What the palette offers beyond search and navigation: actions on the current context (the open
 * task, the board), registered by the screen that owns them while it is shown — the same shape
 * as the shortcut layer's groups (lib/shortcuts/shortcut-layer.ts), newest first.
 */
export interface PaletteAction {
  id: string
  label: string
  /** Its group in the palette ("Task", "Board"). */
  group: string
  /** Extra words the filter matches ("assign", "me"). */
  keywords?: string[]
  /** The shortcut that does the same, shown beside it (`a`, `mod+k`). */
  shortcut?: string
  run: () => void
}

export interface ActionStore {
  register: (actions: readonly PaletteAction[]) => () => void
  list: () => PaletteAction[]
  subscribe: (listener: () => void) => () => void
}

export function createActionStore(): ActionStore {
  let sets: (readonly PaletteAction[])[] = []
  let flat: PaletteAction[] = []
  const listeners = new Set<() => void>()
  const changed = () => {
    flat = sets.toReversed().flat()
    listeners.forEach((listener) => listener())
  }
  return {
    register(actions) {
      sets = [...sets, actions]
      changed()
      return () => {
        sets = sets.filter((set) => set !== actions)
        changed()
      }
    },
    list: () => flat,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

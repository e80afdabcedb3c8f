/**
 * The keyboard shortcut layer (docs/shortcuts.md): a plain module, no React. Screens register
 * the shortcuts they offer while they are shown (the board, the task detail, the inbox, the app
 * itself); one keydown listener hands every key press to `handle`, which runs the newest matching
 * shortcut. Single keys never fire while the user types in a field; `?` lists what is active.
 */

export interface Shortcut {
  /** `c`, `/`, `?`, `Enter`, `Escape`, `ArrowDown`, or with the platform modifier `mod+k`. */
  key: string
  /** What it does, as the `?` overlay and the palette show it ("Create task"). */
  label: string
  /** Returning `false` declines the key (it then goes to the next group, or to the page). */
  run: () => void | boolean
  /** Also while typing in a field (only for chords such as `mod+k`). */
  inFields?: boolean
}

export interface ShortcutGroup {
  /** Where the shortcuts apply, as the overlay titles them: "Board", "Task", "Inbox", "Everywhere". */
  scope: string
  shortcuts: readonly Shortcut[]
  /** Shown over what was there (a dialog): the groups registered before it rest, but global ones. */
  modal?: boolean
  /** Active under a modal group too (the app's own: palette, `?`). */
  global?: boolean
}

interface KeyInput {
  key: string
  metaKey?: boolean
  ctrlKey?: boolean
  altKey?: boolean
  target?: EventTarget | null
  defaultPrevented?: boolean
  isComposing?: boolean
}

const TEXT_INPUTS = new Set([
  '',
  'text',
  'search',
  'email',
  'url',
  'tel',
  'password',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
])

/** Is the user typing here: a text field, a textarea, a select, or editable content. */
export function isTypingTarget(target: EventTarget | null | undefined): boolean {
  if (!target || typeof target !== 'object') return false
  const element = target as Partial<HTMLElement> & { type?: string }
  const tag = element.tagName?.toUpperCase()
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true
  if (tag === 'INPUT') return TEXT_INPUTS.has((element.type ?? '').toLowerCase())
  if (element.isContentEditable) return true
  const role = element.getAttribute?.('role')
  return role === 'textbox' || role === 'combobox' || role === 'searchbox'
}

/** `mod+k` is Cmd+K on Apple platforms and Ctrl+K elsewhere; either is accepted. */
function matches(shortcut: Shortcut, input: KeyInput): boolean {
  const [mod, key] = shortcut.key.startsWith('mod+')
    ? [true, shortcut.key.slice(4)]
    : [false, shortcut.key]
  const hasMod = Boolean(input.metaKey || input.ctrlKey)
  if (mod !== hasMod || input.altKey) return false
  return key.length === 1
    ? input.key.toLowerCase() === key.toLowerCase() || input.key === key
    : input.key === key
}

export interface ShortcutLayer {
  /** Adds a group; returns its removal. Later groups win when two offer the same key. */
  register: (group: ShortcutGroup) => () => void
  /** Runs the matching shortcut; true when one ran (the caller then prevents the default). */
  handle: (input: KeyInput) => boolean
  /** Every active shortcut, grouped by scope, for the `?` overlay. */
  list: () => ShortcutGroup[]
  /** Called whenever the active set changes. */
  subscribe: (listener: () => void) => () => void
}

export function createShortcutLayer(): ShortcutLayer {
  let groups: ShortcutGroup[] = []
  // The list is kept until the groups change: React's useSyncExternalStore needs the same
  // object back while nothing changed.
  let listed: ShortcutGroup[] | null = null
  const listeners = new Set<() => void>()
  const changed = () => {
    listed = null
    listeners.forEach((listener) => listener())
  }
  /** Active groups, oldest first: from the newest modal one on, plus the global ones. */
  function active(): ShortcutGroup[] {
    const modal = groups.findLastIndex((group) => group.modal)
    return groups.filter((group, i) => i >= modal || group.global)
  }
  return {
    register(group) {
      groups = [...groups, group]
      changed()
      return () => {
        groups = groups.filter((g) => g !== group)
        changed()
      }
    },
    handle(input) {
      if (input.defaultPrevented || input.isComposing) return false
      const typing = isTypingTarget(input.target)
      const live = active()
      for (let i = live.length - 1; i >= 0; i--) {
        const shortcut = live[i]!.shortcuts.find(
          (s) => matches(s, input) && (!typing || s.inFields),
        )
        if (shortcut && shortcut.run() !== false) return true
      }
      return false
    },
    list() {
      listed ??= listActive()
      return listed
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }

  function listActive(): ShortcutGroup[] {
    // A key a later group also offers is shadowed: listed once, where it applies.
    const live = active()
    const byScope = new Map<string, Shortcut[]>()
    live.forEach((group, i) => {
      const later = live.slice(i + 1).flatMap((g) => g.shortcuts.map((s) => s.key))
      const shown = group.shortcuts.filter((s) => !later.includes(s.key))
      byScope.set(group.scope, [...(byScope.get(group.scope) ?? []), ...shown])
    })
    return [...byScope]
      .filter(([, shortcuts]) => shortcuts.length > 0)
      .map(([scope, shortcuts]) => ({ scope, shortcuts }))
  }
}

/** How a key is printed beside a menu item and in the overlay. */
export function keyLabel(key: string, apple: boolean): string {
  const names: Record<string, string> = {
    ArrowDown: '↓',
    ArrowUp: '↑',
    Enter: 'Enter',
    Escape: 'Esc',
  }
  if (key.startsWith('mod+')) return `${apple ? '⌘' : 'Ctrl+'}${key.slice(4).toUpperCase()}`
  return names[key] ?? key.toUpperCase()
}

'use client'

import dynamic from 'next/dynamic'
import {
  type ReactNode,
  createContext,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import {
  createShortcutLayer,
  type ShortcutGroup,
  type ShortcutLayer,
} from '@/lib/shortcuts/shortcut-layer'
import { type ActionStore, createActionStore, type PaletteAction } from './command-store'

// Each its own chunk, fetched on first use: cmdk, the search client and the dialogs stay out of
// every page's first load (apps/web/e2e/js-budget.spec.ts).
const CommandPalette = dynamic(() => import('./command-palette').then((m) => m.CommandPalette), {
  ssr: false,
})
const ShortcutOverlay = dynamic(() => import('./shortcut-overlay').then((m) => m.ShortcutOverlay), {
  ssr: false,
})

interface CommandContext {
  layer: ShortcutLayer
  actions: ActionStore
  openPalette: () => void
}

const Context = createContext<CommandContext | null>(null)

/**
 * Everywhere a user is signed in: one keydown listener for the shortcut layer, Cmd/Ctrl+K for the
 * command palette and `?` for the list of shortcuts (docs/shortcuts.md).
 */
export function CommandHost({ children }: { children: ReactNode }) {
  const [layer] = useState(createShortcutLayer)
  const [actions] = useState(createActionStore)
  const [palette, setPalette] = useState<'closed' | 'open' | 'never'>('never')
  const [overlay, setOverlay] = useState<'closed' | 'open' | 'never'>('never')

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (layer.handle(event)) event.preventDefault()
    }
    window.addEventListener('keydown', onKeyDown)
    const remove = layer.register({
      scope: 'Everywhere',
      global: true,
      shortcuts: [
        {
          key: 'mod+k',
          label: 'Open the command palette',
          inFields: true,
          run: () => setPalette('open'),
        },
        { key: '?', label: 'Show keyboard shortcuts', run: () => setOverlay('open') },
      ],
    })
    return () => {
      window.removeEventListener('keydown', onKeyDown)
      remove()
    }
  }, [layer])

  return (
    <Context value={{ layer, actions, openPalette: () => setPalette('open') }}>
      {children}
      {palette === 'never' ? null : (
        <CommandPalette
          open={palette === 'open'}
          onClose={() => setPalette('closed')}
          actions={actions}
        />
      )}
      {overlay === 'never' ? null : (
        <ShortcutOverlay
          open={overlay === 'open'}
          onClose={() => setOverlay('closed')}
          layer={layer}
        />
      )}
    </Context>
  )
}

function useCommandContext(): CommandContext | null {
  return use(Context)
}

/**
 * Registers `group` while the calling component is mounted. The latest `run`s are called (a ref),
 * so callers need not memoise them; `keys` re-registers when what is offered changes.
 */
export function useShortcuts(group: ShortcutGroup | null, keys: readonly unknown[] = []) {
  const context = useCommandContext()
  const latest = useRef(group)
  useLayoutEffect(() => {
    latest.current = group
  })
  const shape = group ? `${group.scope}:${group.shortcuts.map((s) => s.key).join(',')}` : ''
  useEffect(() => {
    if (!context || !latest.current) return
    const { scope, modal, global, shortcuts } = latest.current
    return context.layer.register({
      scope,
      modal,
      global,
      shortcuts: shortcuts.map((shortcut, i) => ({
        ...shortcut,
        run: () => latest.current?.shortcuts[i]?.run(),
      })),
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `shape` and `keys` say when to re-register
  }, [context, shape, ...keys])
}

/** Offers `actions` in the palette while the calling component is mounted (latest `run`s). */
export function usePaletteActions(actions: readonly PaletteAction[]) {
  const context = useCommandContext()
  const latest = useRef(actions)
  useLayoutEffect(() => {
    latest.current = actions
  })
  const shape = actions.map((action) => `${action.id}:${action.label}`).join('|')
  useEffect(() => {
    if (!context) return
    return context.actions.register(
      latest.current.map((action) => ({
        ...action,
        run: () => latest.current.find((a) => a.id === action.id)?.run(),
      })),
    )
  }, [context, shape])
}

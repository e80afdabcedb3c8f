'use client'

import { createBrowserSessionClient } from '@teamboard/supabase/client/session'
import { listMyWorkspaces } from '@teamboard/supabase/queries'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { browserDataClient } from '@/lib/browser-data-client'
import { storeTheme } from '@/lib/theme'
import type { ActionStore, PaletteAction } from './command-store'
import type { PaletteWorkspace } from './navigation-items'

/** The user's workspaces, read when the palette opens (RLS: their own only). */
export function useMyWorkspaces(userId: string | undefined): PaletteWorkspace[] {
  const [workspaces, setWorkspaces] = useState<PaletteWorkspace[]>([])
  useEffect(() => {
    if (!userId) return
    let current = true
    void listMyWorkspaces(browserDataClient(), userId).then(({ data }) => {
      if (current && data) setWorkspaces(data.map(({ slug, name }) => ({ slug, name })))
    })
    return () => {
      current = false
    }
  }, [userId])
  return workspaces
}

/** Always offered, after what the screen registered. */
const appActions: PaletteAction[] = [
  ...(['light', 'dark', 'system'] as const).map((theme) => ({
    id: `theme-${theme}`,
    label: `Theme: ${theme === 'system' ? 'match the system' : theme}`,
    group: 'App',
    keywords: ['theme', 'appearance', 'switch'],
    run: () => storeTheme(theme),
  })),
  {
    id: 'sign-out',
    label: 'Sign out',
    group: 'App',
    keywords: ['log out', 'leave'],
    // This device only, as the account menu; SIGNED_OUT takes every tab to /sign-in.
    run: () => void createBrowserSessionClient().auth.signOut({ scope: 'local' }),
  },
]

/** The current screen's actions (newest first), then the app's. */
export function useActions(store: ActionStore): PaletteAction[] {
  const registered = useSyncExternalStore(store.subscribe, store.list, store.list)
  return [...registered, ...appActions]
}

'use client'

import { useSyncExternalStore } from 'react'

/** The language the server renders dates in; the browser's own replaces it after hydration. */
const SERVER_LOCALE = 'en-US'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('languagechange', onChange)
  return () => window.removeEventListener('languagechange', onChange)
}

/**
 * The user's locale for formatting dates (`navigator.language`). The server does not know it, so
 * it renders in SERVER_LOCALE and React re-renders with the browser's value right after
 * hydration, without a mismatch (useSyncExternalStore's server snapshot).
 */
export function useLocale(): string {
  return useSyncExternalStore(
    subscribe,
    () => navigator.language || SERVER_LOCALE,
    () => SERVER_LOCALE,
  )
}

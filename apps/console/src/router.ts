import type { AuthRouter } from '@teamboard/auth/react'
import { useSyncExternalStore } from 'react'

// A router for three screens on the History API: no library needed for the console's URLs.
const CHANGE = 'console:navigate'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener(CHANGE, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(CHANGE, onChange)
  }
}

function snapshot() {
  return `${window.location.pathname}${window.location.search}`
}

export function navigate(path: string, { replace = false } = {}) {
  if (replace) window.history.replaceState(null, '', path)
  else window.history.pushState(null, '', path)
  window.dispatchEvent(new Event(CHANGE))
}

/** `pathname + search` of the current URL; re-renders on every navigation. */
export function useLocation(): URL {
  const path = useSyncExternalStore(subscribe, snapshot)
  return new URL(path, window.location.origin)
}

/**
 * What @teamboard/auth's provider needs. The session events replace the entry (a sign-in must not
 * leave the sign-in page in history); `refresh` re-renders the current screen, which re-reads
 * its data with the new session.
 */
export const historyRouter: AuthRouter = {
  navigate: (path) => navigate(path, { replace: true }),
  refresh: () => window.dispatchEvent(new Event(CHANGE)),
}

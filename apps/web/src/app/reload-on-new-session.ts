import { useEffect } from 'react'
import { useAppPathname } from '@/hooks/use-app-pathname'
import { sessionCookieIn } from './session-cookie'

const RELOADED = 'tb-reloaded-for'

/**
 * Signing in sets the session cookies in a server action, whose answer can move to the next page
 * client-side (the sign-in page redirects a signed-in user) while the root layout stays as it was
 * rendered, signed out. A page that is `signedOut` but sees a session cookie loads once more so
 * the server renders it signed in; once per path and cookie, so a cookie the server rejects
 * cannot loop.
 */
export function useReloadOnNewSession(signedOut: boolean): void {
  const pathname = useAppPathname()
  useEffect(() => {
    const cookie = signedOut ? sessionCookieIn(document.cookie) : undefined
    if (!cookie) return
    const key = `${pathname} ${cookie}`
    if (sessionStorage.getItem(RELOADED) === key) return
    sessionStorage.setItem(RELOADED, key)
    window.location.reload()
  }, [signedOut, pathname])
}

import type { Route } from 'next'
import { safeRoute } from '@/lib/safe-route'

/** `/sign-in` (or another auth screen) that carries `?next=` on, so an invitation is not lost. */
export function authHref(path: '/sign-in' | '/sign-up', next?: string): Route {
  if (!next) return path
  return safeRoute(`${path}?${new URLSearchParams({ next }).toString()}`, path)
}

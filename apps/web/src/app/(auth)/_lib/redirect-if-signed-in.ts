import { getUser } from '@teamboard/auth/server'
import { safeRedirect } from '@teamboard/auth/redirect'
import type { Route } from 'next'
import { redirect } from 'next/navigation'

/** Sign-in and sign-up are for visitors: a signed-in user goes where they were heading, or `/w`. */
export async function redirectIfSignedIn(next?: string | string[]): Promise<void> {
  if (await getUser()) redirect(safeRedirect(typeof next === 'string' ? next : undefined) as Route)
}

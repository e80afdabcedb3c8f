import { getUser } from '@teamboard/auth/server'
import { redirect } from 'next/navigation'
import { safeRoute } from '@/lib/safe-route'

/** Sign-in and sign-up are for visitors: a signed-in user goes where they were heading, or `/w`. */
export async function redirectIfSignedIn(next?: string | string[]): Promise<void> {
  if (await getUser()) redirect(safeRoute(typeof next === 'string' ? next : undefined))
}

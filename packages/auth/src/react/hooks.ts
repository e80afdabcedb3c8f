'use client'

import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js'
import { use, useEffect, useEffectEvent } from 'react'
import { type AuthContextValue, AuthContext } from './auth-context.js'

function useAuthContext(hook: string): AuthContextValue {
  const value = use(AuthContext)
  if (!value) throw new Error(`${hook} must be used inside <AuthProvider>`)
  return value
}

/** `{ status, session }`. `session` is null until the browser client hydrated (status 'loading'). */
export function useSession(): Pick<AuthContextValue, 'status' | 'session'> {
  const { status, session } = useAuthContext('useSession')
  return { status, session }
}

/** The signed-in user; updates everywhere on USER_UPDATED (name, avatar, email). */
export function useUser(): User | null {
  return useAuthContext('useUser').user
}

/** Runs `callback` whenever `event` happens (in this tab or, via supabase-js, another tab). */
export function useAuthEvent(
  event: AuthChangeEvent,
  callback: (session: Session | null) => void,
): void {
  const { subscribe } = useAuthContext('useAuthEvent')
  const onEvent = useEffectEvent(callback)
  useEffect(
    () =>
      subscribe((happened, session) => {
        if (happened === event) onEvent(session)
      }),
    [subscribe, event],
  )
}

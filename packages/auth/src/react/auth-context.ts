'use client'

import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js'
import { createContext } from 'react'

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out'

export type AuthEventListener = (event: AuthChangeEvent, session: Session | null) => void

export interface AuthContextValue {
  status: AuthStatus
  session: Session | null
  user: User | null
  /** Subscribe to every auth event the provider handles; returns the unsubscribe function. */
  subscribe: (listener: AuthEventListener) => () => void
}

export const AuthContext = createContext<AuthContextValue | null>(null)

'use client'

import { AuthProvider, type AuthRouter } from '@teamboard/auth/react'
import { createBrowserClient } from '@teamboard/supabase/client'
import { setTelemetryUser } from '@teamboard/telemetry'
import { useRouter } from 'next/navigation'
import { type ReactNode, useMemo } from 'react'
import { safeRoute } from '@/lib/safe-route'

/** Client-side context for every page: the session and its reactions (docs/states.md, "Sessions"). */
export function Providers({ children }: { children: ReactNode }) {
  const router = useRouter()
  // Only the browser has a session: server renders, including static pages prerendered at build
  // time with no env, never create a client (the provider subscribes in an effect).
  const supabase = useMemo(() => (typeof window === 'undefined' ? null : createBrowserClient()), [])
  const adapter = useMemo<AuthRouter>(
    () => ({
      // Paths come from safeRedirect or the provider's own route table; safeRoute types them.
      navigate: (path) => router.replace(safeRoute(path)),
      refresh: () => router.refresh(),
    }),
    [router],
  )
  return (
    <AuthProvider
      supabase={supabase}
      router={adapter}
      // Browser reports name the signed-in user by id only (server actions do the same).
      onEvent={(_event, session) => setTelemetryUser(session ? { id: session.user.id } : null)}
    >
      {children}
    </AuthProvider>
  )
}

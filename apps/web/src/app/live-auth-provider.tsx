'use client'

import { AuthProvider, type AuthRouter, useSession } from '@teamboard/auth/react'
import { createBrowserSessionClient } from '@teamboard/supabase/client/session'
import { whenTelemetryLoads } from '@teamboard/telemetry/browser'
import { useRouter } from 'next/navigation'
import { type ReactNode, useMemo } from 'react'
import { CommandHost } from '@/components/command/command-host'
import { ToasterHost } from '@/components/toaster-host'
import { safeRoute } from '@/lib/safe-route'
import { useReloadOnNewSession } from './reload-on-new-session'

/** After a sign-out in this tab, a sign-in through the form must end in a signed-in page. */
function NewSessionCheck() {
  useReloadOnNewSession(useSession().status === 'signed-out')
  return null
}

/**
 * The session and its reactions in every tab (docs/states.md, "Sessions") and the toaster's host, for
 * a signed-in user. Loaded only for them (see providers.tsx): it brings the browser Supabase
 * client.
 */
export function LiveAuthProvider({ children }: { children: ReactNode }) {
  const router = useRouter()
  // Only the browser has a session: the server render never creates a client (the provider
  // subscribes in an effect). The session alone: PostgREST, Realtime and Storage load only with
  // the pieces that use them (lib/browser-data-client.ts), which link their channels to it.
  const supabase = useMemo(
    () => (typeof window === 'undefined' ? null : createBrowserSessionClient()),
    [],
  )
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
      onEvent={(_event, session) =>
        whenTelemetryLoads((telemetry) =>
          telemetry.setTelemetryUser(session ? { id: session.user.id } : null),
        )
      }
    >
      <CommandHost>{children}</CommandHost>
      <NewSessionCheck />
      <ToasterHost />
    </AuthProvider>
  )
}

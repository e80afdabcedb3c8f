import { AuthProvider, useSession, useUser } from '@teamboard/auth/react'
import { ConsoleShell } from './screens/console-shell'
import { NotStaff } from './screens/not-staff'
import { SignIn } from './screens/sign-in'
import { historyRouter, useLocation } from './router'
import { consoleRoutes, isStaff } from './staff'
import { supabase } from './supabase'

function Gate() {
  const { status } = useSession()
  const user = useUser()
  const location = useLocation()
  if (status === 'loading') return <p className="text-muted-foreground p-8">Loading…</p>
  if (status === 'signed-out' || location.pathname === '/sign-in') {
    return status === 'signed-out' ? <SignIn /> : <p className="p-8">Signing in…</p>
  }
  if (!isStaff(user)) return <NotStaff />
  return <ConsoleShell />
}

export function App() {
  return (
    <AuthProvider supabase={supabase()} router={historyRouter} routes={consoleRoutes}>
      <Gate />
    </AuthProvider>
  )
}

import { AuthProvider, useSession, useUser } from '@teamboard/auth/react'
import { useEffect } from 'react'
import { AuthConfirm } from './screens/auth-confirm'
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
  const onSignIn = location.pathname === '/sign-in'
  // A signed-in visit to /sign-in (a reload, a bookmark) moves on; a fresh sign-in is moved by the
  // provider's SIGNED_IN handler already.
  useEffect(() => {
    if (status === 'signed-in' && onSignIn) historyRouter.navigate('/')
  }, [status, onSignIn])
  if (status === 'loading') return <p className="text-muted-foreground p-8">Loading…</p>
  if (status === 'signed-out')
    return location.pathname === '/auth/confirm' ? <AuthConfirm /> : <SignIn />
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

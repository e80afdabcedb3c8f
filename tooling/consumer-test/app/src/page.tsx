// A React app outside Next: the browser client and @teamboard/auth/react's provider and hooks,
// and live tasks on the Realtime-only client.
import { AuthProvider, useAuthEvent, useSession, useUser } from '@teamboard/auth/react'
import { safeRedirect } from '@teamboard/auth/redirect'
import { createBrowserClient } from '@teamboard/supabase/client'
import { createBrowserRealtimeClient } from '@teamboard/supabase/client/realtime'
import { errorCatalogue } from '@teamboard/supabase/errors'
import { subscribeToWorkspaceTasks } from '@teamboard/supabase/realtime'
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'

const connection = {
  url: import.meta.env.VITE_SUPABASE_URL ?? 'http://127.0.0.1:54321',
  key: import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY ?? 'sb_publishable_placeholder',
}
const supabase = createBrowserClient(connection)

function Who() {
  const user = useUser()
  const { status } = useSession()
  const [last, setLast] = useState<string>('none')
  useAuthEvent('SIGNED_IN', (session) => setLast(`signed in ${session?.user.id ?? ''}`))
  if (status === 'loading') return <p>Loading…</p>
  return (
    <p>
      {user ? `Signed in as ${user.email ?? user.id}` : errorCatalogue.not_found} (last event:{' '}
      {last})
    </p>
  )
}

function LiveTitles({ workspaceId }: { workspaceId: string }) {
  const [tasks, setTasks] = useState<{ id: string; title: string }[]>([])
  useEffect(
    () =>
      subscribeToWorkspaceTasks(createBrowserRealtimeClient(connection), workspaceId, {
        onInsert: ({ id, title }) => setTasks((shown) => [...shown, { id, title }]),
      }),
    [workspaceId],
  )
  return (
    <ul>
      {tasks.map((task) => (
        <li key={task.id}>{task.title}</li>
      ))}
    </ul>
  )
}

const router = {
  navigate: (path: string) => window.location.assign(safeRedirect(path)),
  refresh: () => window.location.reload(),
}

createRoot(document.getElementById('root')!).render(
  <AuthProvider supabase={supabase} router={router}>
    <Who />
    <LiveTitles workspaceId={new URLSearchParams(window.location.search).get('w') ?? ''} />
  </AuthProvider>,
)

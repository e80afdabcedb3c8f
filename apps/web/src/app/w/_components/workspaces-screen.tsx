import { requireUser } from '@teamboard/auth/server'
import { listMyWorkspaces } from '@teamboard/supabase/queries'
import { createServerClient } from '@teamboard/supabase/server'
import { Alert, AlertDescription } from '@teamboard/ui/alert'
import { CreateWorkspaceCard } from './create-workspace-form'
import { NoWorkspaces, WorkspaceList } from './workspace-list'

/** The whole `/w` screen: my workspaces (or the empty state) and the create form. */
export async function WorkspacesScreen() {
  const user = await requireUser({ next: '/w' })
  const supabase = await createServerClient()
  const { data: workspaces, error } = await listMyWorkspaces(supabase, user.id)

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-8 px-4 py-10 sm:px-6">
      <section className="grid gap-4" aria-labelledby="my-workspaces">
        <h1 id="my-workspaces" className="text-2xl font-semibold tracking-tight">
          Your workspaces
        </h1>
        {error ? (
          <Alert variant="destructive">
            <AlertDescription>{error.message}</AlertDescription>
          </Alert>
        ) : workspaces.length > 0 ? (
          <WorkspaceList workspaces={workspaces} />
        ) : (
          <NoWorkspaces />
        )}
      </section>
      <CreateWorkspaceCard />
    </div>
  )
}

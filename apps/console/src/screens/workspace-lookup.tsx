import { Card, CardContent, CardHeader } from '@teamboard/ui/card'
import { titleClass } from './title'
import { FormAlert } from '@teamboard/ui/form-alert'
import { useState } from 'react'
import type { WorkspaceReport } from '../staff-api'
import { useStaffQuery } from '../use-staff-query'
import { ActionDialog } from './action-dialog'
import { when } from './format'
import { SearchForm } from './search-form'

function WorkspaceCard({
  workspace,
  onDone,
}: {
  workspace: WorkspaceReport
  onDone: (message: string) => void
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className={titleClass}>
          {workspace.name}{' '}
          <span className="text-muted-foreground font-mono text-sm">{workspace.slug}</span>
        </h2>
      </CardHeader>
      <CardContent className="grid gap-6 text-sm">
        <p>
          {workspace.taskCount} tasks · created {when(workspace.created_at)}
        </p>
        <section aria-label="Members">
          <h3 className="mb-1 font-medium">Members ({workspace.members.length})</h3>
          <ul>
            {workspace.members.map((m) => (
              <li key={m.userId}>
                {m.displayName ?? m.userId} — {m.role}, joined {when(m.joinedAt)}
              </li>
            ))}
          </ul>
        </section>
        <section aria-label="Pending invitations">
          <h3 className="mb-1 font-medium">
            Pending invitations ({workspace.pendingInvitations.length})
          </h3>
          <ul className="grid gap-2">
            {workspace.pendingInvitations.map((i) => (
              <li key={i.id} className="flex items-center gap-3">
                <span>
                  {i.email} — {i.role}, expires {when(i.expires_at)}
                </span>
                <ActionDialog
                  action="revoke_invitation"
                  label="Revoke invitation"
                  target={{ invitationId: i.id }}
                  subject={`The invitation for ${i.email}`}
                  destructive
                  onDone={onDone}
                />
              </li>
            ))}
          </ul>
        </section>
        <section aria-label="Recent activity">
          <h3 className="mb-1 font-medium">Recent activity</h3>
          {workspace.recentActivity.length === 0 ? (
            <p className="text-muted-foreground">Nothing yet.</p>
          ) : (
            <ul>
              {workspace.recentActivity.map((a) => (
                <li key={a.id}>
                  {when(a.created_at)} — {a.kind}
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  )
}

export function WorkspaceLookup({ slug }: { slug: string }) {
  const { state, reload } = useStaffQuery<{ workspace: WorkspaceReport }>(
    slug ? { op: 'find-workspace', slug } : null,
  )
  const [notice, setNotice] = useState<string | null>(null)
  function done(message: string) {
    setNotice(message)
    reload()
  }
  return (
    <>
      <h1 className="text-xl font-semibold">Find a workspace</h1>
      <SearchForm
        label="Workspace address"
        param="slug"
        path="/workspaces"
        value={slug}
        placeholder="acme"
      />
      <FormAlert tone="success">{notice}</FormAlert>
      {state.status === 'loading' && <p className="text-muted-foreground">Looking up…</p>}
      {state.status === 'done' && state.error && <FormAlert>{state.error.message}</FormAlert>}
      {state.status === 'done' && state.data && (
        <WorkspaceCard workspace={state.data.workspace} onDone={done} />
      )}
    </>
  )
}

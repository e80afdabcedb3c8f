import { Card, CardContent, CardHeader } from '@teamboard/ui/card'
import { FormAlert } from '@teamboard/ui/form-alert'
import { useState } from 'react'
import { activityWords } from '../activity-words'
import type { WorkspaceReport } from '../staff-api'
import { useStaffQuery } from '../use-staff-query'
import { workspaceSlugFrom } from '../workspace-address'
import { ActionDialog } from './action-dialog'
import { AuditHistory } from './audit-history'
import { when } from './format'
import { InternalLink } from './internal-link'
import { SearchForm } from './search-form'
import { titleClass } from './title'

type Done = (message: string) => void

const userHref = (userId: string) => `/?${new URLSearchParams({ q: userId })}`

function Members({ workspace }: { workspace: WorkspaceReport }) {
  return (
    <section aria-labelledby="ws-members">
      <h3 id="ws-members" className="mb-1 font-medium">
        Members ({workspace.members.length})
      </h3>
      <ul className="grid gap-2">
        {workspace.members.map((m) => (
          <li key={m.userId} className="grid">
            <span>
              <InternalLink href={userHref(m.userId)}>
                {m.displayName ?? m.email ?? m.userId}
              </InternalLink>{' '}
              — {m.role}, joined {when(m.joinedAt)}
            </span>
            <span className="text-muted-foreground break-all">{m.email ?? 'no email'}</span>
            <span className="text-muted-foreground font-mono text-xs break-all">{m.userId}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Invitations({ workspace, onDone }: { workspace: WorkspaceReport; onDone: Done }) {
  return (
    <section aria-labelledby="ws-invitations">
      <h3 id="ws-invitations" className="mb-1 font-medium">
        Pending invitations ({workspace.pendingInvitations.length})
      </h3>
      <ul className="grid gap-2">
        {workspace.pendingInvitations.map((i) => (
          <li key={i.id} className="flex flex-wrap items-center gap-3">
            <span className="break-all">
              {i.email} — {i.role}, expires {when(i.expires_at)}
            </span>
            <ActionDialog
              action="revoke_invitation"
              label="Revoke invitation"
              target={{ invitationId: i.id }}
              subject={`The invitation for ${i.email}`}
              doneMessage={`The invitation for ${i.email} is revoked.`}
              destructive
              onDone={onDone}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

function Activity({ workspace }: { workspace: WorkspaceReport }) {
  const names = new Map(workspace.members.map((m) => [m.userId, m.displayName ?? m.email]))
  const nameOf = (id: string) => names.get(id) ?? 'a former member'
  return (
    <section aria-labelledby="ws-activity">
      <h3 id="ws-activity" className="mb-1 font-medium">
        Recent activity
      </h3>
      {workspace.recentActivity.length === 0 ? (
        <p className="text-muted-foreground">Nothing yet.</p>
      ) : (
        <ul className="grid gap-1">
          {workspace.recentActivity.map((a) => (
            <li key={a.id} className="break-words">
              <span className="text-muted-foreground">{when(a.created_at)}</span> —{' '}
              {activityWords(a, nameOf)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function WorkspaceCard({ workspace, onDone }: { workspace: WorkspaceReport; onDone: Done }) {
  return (
    <Card>
      <CardHeader>
        <h2 className={`${titleClass} break-words`}>
          {workspace.name}{' '}
          <span className="text-muted-foreground font-mono text-sm">{workspace.slug}</span>
        </h2>
      </CardHeader>
      <CardContent className="grid gap-6 text-sm">
        <p>
          {workspace.taskCount === 1 ? '1 task' : `${workspace.taskCount} tasks`} · created{' '}
          {when(workspace.created_at)} ·{' '}
          <span className="font-mono text-xs break-all">{workspace.id}</span>
        </p>
        <Members workspace={workspace} />
        <Invitations workspace={workspace} onDone={onDone} />
        <Activity workspace={workspace} />
        <AuditHistory history={workspace.history} />
      </CardContent>
    </Card>
  )
}

/** `/workspaces?slug=`: a slug, `/w/slug` or a board URL. Remounted per address (console-shell.tsx). */
export function WorkspaceLookup({ slug }: { slug: string }) {
  const address = workspaceSlugFrom(slug)
  const { state, reload } = useStaffQuery<{ workspace: WorkspaceReport }>(
    address ? { op: 'find-workspace', slug: address } : null,
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
        label="Workspace address or board link"
        param="slug"
        path="/workspaces"
        value={slug}
        placeholder="acme or https://…/w/acme"
        normalize={workspaceSlugFrom}
      />
      <FormAlert tone="success">{notice}</FormAlert>
      {state.status === 'loading' && <p className="text-muted-foreground">Looking up…</p>}
      {state.status === 'done' && state.error && (
        <FormAlert>
          {state.error.code === 'not_found'
            ? `No workspace with the address “${address}”.`
            : state.error.message}
        </FormAlert>
      )}
      {state.status === 'done' && state.data && (
        <WorkspaceCard workspace={state.data.workspace} onDone={done} />
      )}
    </>
  )
}

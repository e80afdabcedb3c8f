import { useUser } from '@teamboard/auth/react'
import { Alert } from '@teamboard/ui/alert'
import { Badge } from '@teamboard/ui/badge'
import { Card, CardContent, CardHeader } from '@teamboard/ui/card'
import { FormAlert } from '@teamboard/ui/form-alert'
import { useState } from 'react'
import type { UserReport } from '../staff-api'
import { useStaffQuery } from '../use-staff-query'
import { ActionDialog } from './action-dialog'
import { AuditHistory, lastBan } from './audit-history'
import { when } from './format'
import { InternalLink } from './internal-link'
import { SearchForm } from './search-form'
import { titleClass } from './title'

type Done = (message: string) => void

function SelfWarning() {
  return (
    <Alert role="note">
      This is your own account. Signing it out everywhere or banning it ends this console session
      too.
    </Alert>
  )
}

function UserActions({ user, self, onDone }: { user: UserReport; self: boolean; onDone: Done }) {
  const subject = user.email ?? user.id
  const common = { target: { userId: user.id }, subject, onDone, warning: self && <SelfWarning /> }
  return (
    <div className="flex flex-wrap gap-2">
      {!user.confirmedAt && (
        <ActionDialog
          action="resend_confirmation"
          label="Resend confirmation"
          doneMessage={`A new confirmation email is on its way to ${subject}.`}
          {...common}
        />
      )}
      <ActionDialog
        action="sign_out_everywhere"
        label="Sign out everywhere"
        doneMessage={`${subject} is signed out on every device.`}
        {...common}
      />
      {user.bannedUntil ? (
        <ActionDialog
          action="unban"
          label="Unban"
          doneMessage={`${subject} can sign in again.`}
          {...common}
        />
      ) : (
        <ActionDialog
          action="ban"
          label="Ban"
          destructive
          doneMessage={`${subject} is banned and signed out everywhere.`}
          {...common}
        />
      )}
    </div>
  )
}

function Status({ user }: { user: UserReport }) {
  const ban = user.bannedUntil ? lastBan(user.history) : undefined
  return (
    <dd className="grid gap-1">
      <span className="flex flex-wrap gap-1">
        {user.bannedUntil ? <Badge variant="destructive">Banned</Badge> : <Badge>Active</Badge>}
        {user.staff && <Badge variant="secondary">Staff</Badge>}
      </span>
      {ban && (
        <span className="text-muted-foreground break-words">
          Banned by <span className="break-all">{ban.actorEmail}</span> on {when(ban.at)}: “
          {ban.reason}”
        </span>
      )}
    </dd>
  )
}

function UserCard({ user, self, onDone }: { user: UserReport; self: boolean; onDone: Done }) {
  return (
    <Card>
      <CardHeader>
        <h2 className={`${titleClass} break-all`}>
          {user.displayName ?? user.email} {self && <Badge variant="secondary">You</Badge>}
        </h2>
      </CardHeader>
      <CardContent className="grid gap-6">
        {self && <SelfWarning />}
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium">Email</dt>
          <dd className="break-all">{user.email}</dd>
          <dt className="font-medium">User id</dt>
          <dd className="font-mono text-xs break-all">{user.id}</dd>
          <dt className="font-medium">Confirmed</dt>
          <dd>{user.confirmedAt ? when(user.confirmedAt) : 'Not confirmed'}</dd>
          <dt className="font-medium">Last sign-in</dt>
          <dd>{when(user.lastSignInAt)}</dd>
          <dt className="font-medium">Status</dt>
          <Status user={user} />
        </dl>
        <section aria-labelledby="user-workspaces" className="text-sm">
          <h3 id="user-workspaces" className="mb-1 font-medium">
            Workspaces ({user.workspaces.length})
          </h3>
          {user.workspaces.length === 0 ? (
            <p className="text-muted-foreground">No workspaces.</p>
          ) : (
            <ul className="grid gap-1">
              {user.workspaces.map((w) => (
                <li key={w.id}>
                  <InternalLink href={`/workspaces?${new URLSearchParams({ slug: w.slug })}`}>
                    {w.name}
                  </InternalLink>{' '}
                  (<span className="font-mono">{w.slug}</span>) — {w.role}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-label="Failed notification mail">
          <h3 className="mb-1 text-sm font-medium">Failed notification mail</h3>
          {user.failedMails.length === 0 ? (
            <p className="text-muted-foreground text-sm">None.</p>
          ) : (
            <ul className="text-sm">
              {user.failedMails.map((mail) => (
                <li key={mail.id}>
                  {when(mail.createdAt)} — {mail.workspace ?? 'deleted workspace'}, {mail.attempts}{' '}
                  attempts: <span className="font-mono text-xs">{mail.lastError}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <UserActions user={user} self={self} onDone={onDone} />
        <AuditHistory history={user.history} />
      </CardContent>
    </Card>
  )
}

/** `/?q=`: a user by email or id. Remounted per query (console-shell.tsx), so notices never go stale. */
export function UserLookup({ query }: { query: string }) {
  const me = useUser()
  const { state, reload } = useStaffQuery<{ user: UserReport }>(
    query ? { op: 'find-user', query } : null,
  )
  const [notice, setNotice] = useState<string | null>(null)
  function done(message: string) {
    setNotice(message)
    reload()
  }
  return (
    <>
      <h1 className="text-xl font-semibold">Find a user</h1>
      <SearchForm
        label="Email or user id"
        param="q"
        path="/"
        value={query}
        placeholder="ada@example.com"
      />
      <FormAlert tone="success">{notice}</FormAlert>
      {state.status === 'loading' && <p className="text-muted-foreground">Looking up…</p>}
      {state.status === 'done' && state.error && (
        <FormAlert>
          {state.error.code === 'not_found'
            ? `No user with the email or id “${query}”.`
            : state.error.message}
        </FormAlert>
      )}
      {state.status === 'done' && state.data && (
        <UserCard user={state.data.user} self={state.data.user.id === me?.id} onDone={done} />
      )}
    </>
  )
}

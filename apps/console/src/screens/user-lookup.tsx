import { Badge } from '@teamboard/ui/badge'
import { Card, CardContent, CardHeader } from '@teamboard/ui/card'
import { titleClass } from './title'
import { FormAlert } from '@teamboard/ui/form-alert'
import { useState } from 'react'
import type { UserReport } from '../staff-api'
import { useStaffQuery } from '../use-staff-query'
import { ActionDialog } from './action-dialog'
import { when } from './format'
import { SearchForm } from './search-form'

function UserActions({ user, onDone }: { user: UserReport; onDone: (message: string) => void }) {
  const subject = user.email ?? user.id
  const target = { userId: user.id }
  return (
    <div className="flex flex-wrap gap-2">
      {!user.confirmedAt && (
        <ActionDialog
          action="resend_confirmation"
          label="Resend confirmation"
          {...{ target, subject, onDone }}
        />
      )}
      <ActionDialog
        action="sign_out_everywhere"
        label="Sign out everywhere"
        {...{ target, subject, onDone }}
      />
      {user.bannedUntil ? (
        <ActionDialog action="unban" label="Unban" {...{ target, subject, onDone }} />
      ) : (
        <ActionDialog action="ban" label="Ban" destructive {...{ target, subject, onDone }} />
      )}
    </div>
  )
}

function UserCard({ user, onDone }: { user: UserReport; onDone: (message: string) => void }) {
  return (
    <Card>
      <CardHeader>
        <h2 className={titleClass}>{user.displayName ?? user.email}</h2>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-[10rem_1fr] gap-x-4 gap-y-1 text-sm">
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>User id</dt>
          <dd className="font-mono text-xs">{user.id}</dd>
          <dt>Confirmed</dt>
          <dd>{user.confirmedAt ? when(user.confirmedAt) : 'Not confirmed'}</dd>
          <dt>Last sign-in</dt>
          <dd>{when(user.lastSignInAt)}</dd>
          <dt>Status</dt>
          <dd>
            {user.bannedUntil ? <Badge variant="destructive">Banned</Badge> : <Badge>Active</Badge>}{' '}
            {user.staff && <Badge variant="secondary">Staff</Badge>}
          </dd>
        </dl>
        <section aria-label="Workspaces">
          <h3 className="mb-1 text-sm font-medium">Workspaces</h3>
          {user.workspaces.length === 0 ? (
            <p className="text-muted-foreground text-sm">No workspaces.</p>
          ) : (
            <ul className="text-sm">
              {user.workspaces.map((w) => (
                <li key={w.id}>
                  {w.name} (<span className="font-mono">{w.slug}</span>) — {w.role}
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
        <UserActions user={user} onDone={onDone} />
      </CardContent>
    </Card>
  )
}

export function UserLookup({ query }: { query: string }) {
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
      {state.status === 'done' && state.error && <FormAlert>{state.error.message}</FormAlert>}
      {state.status === 'done' && state.data && <UserCard user={state.data.user} onDone={done} />}
    </>
  )
}

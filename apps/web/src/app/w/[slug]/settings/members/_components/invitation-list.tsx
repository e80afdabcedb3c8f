'use client'

import { Badge } from '@teamboard/ui/badge'
import { Button } from '@teamboard/ui/button'
import { roleLabels } from '@/lib/roles'
import type { PendingInvitation } from '@teamboard/supabase/queries'
import { revokeInvitationAction } from '../_lib/member-actions'
import { useActionToast } from '@/hooks/use-action-toast'

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })

export function InvitationList({
  slug,
  invitations,
}: {
  slug: string
  invitations: PendingInvitation[]
}) {
  if (invitations.length === 0) {
    return <p className="text-sm text-muted-foreground">No pending invitations.</p>
  }
  return (
    <ul aria-label="Pending invitations" className="grid divide-y rounded-lg border">
      {invitations.map((invitation) => (
        <InvitationRow key={invitation.id} slug={slug} invitation={invitation} />
      ))}
    </ul>
  )
}

function InvitationRow({ slug, invitation }: { slug: string; invitation: PendingInvitation }) {
  const [pending, run] = useActionToast()
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="truncate text-sm font-medium">{invitation.email}</span>
        <span className="text-xs text-muted-foreground">
          Expires {dateFormat.format(new Date(invitation.expires_at))}
        </span>
      </span>
      <Badge variant="secondary">{roleLabels[invitation.role]}</Badge>
      <Button
        variant="ghost"
        size="sm"
        loading={pending}
        aria-label={`Revoke invitation for ${invitation.email}`}
        onClick={() =>
          run(
            () => revokeInvitationAction({ workspace: slug, invitationId: invitation.id }),
            'Invitation revoked.',
          )
        }
      >
        Revoke
      </Button>
    </li>
  )
}

'use client'

import { Button } from '@teamboard/ui/button'
import { EllipsisIcon } from 'lucide-react'
import { useState } from 'react'
import { roleLabels, type WorkspaceRole, workspaceRoles } from '@/lib/roles'
import {
  changeRoleAction,
  removeMemberAction,
  transferOwnershipAction,
} from '../_lib/member-actions'
import { ConfirmDialog } from './confirm-dialog'
import { useActionToast } from '@/hooks/use-action-toast'
import { later, useStandIn } from '@/lib/load-later'

const actionsMenu = later(() => import('./member-actions-menu'))

/**
 * The menu on another member's row; the page passes only the abilities the caller's role has.
 * The menu itself (member-actions-menu.tsx) is loaded later (lib/load-later.ts).
 */
export function MemberActions({
  slug,
  member,
  canChangeRole,
  canRemove,
}: {
  slug: string
  member: { userId: string; displayName: string; role: WorkspaceRole }
  canChangeRole: boolean
  canRemove: boolean
}) {
  const [pending, run] = useActionToast()
  const [confirming, setConfirming] = useState<'remove' | 'transfer' | null>(null)
  const close = () => setConfirming(null)
  const { loaded, handoff, standIn } = useStandIn(actionsMenu)
  const label = `Actions for ${member.displayName}`

  return (
    <>
      {loaded ? (
        <loaded.MemberActionsMenu
          {...handoff}
          label={label}
          pending={pending}
          roles={canChangeRole ? workspaceRoles.filter((role) => role !== member.role) : []}
          onRole={(role) =>
            run(
              () => changeRoleAction({ workspace: slug, userId: member.userId, role }),
              `${member.displayName} is now ${roleLabels[role].toLowerCase()}.`,
            )
          }
          onTransfer={
            canChangeRole && member.role !== 'owner' ? () => setConfirming('transfer') : undefined
          }
          onRemove={canRemove ? () => setConfirming('remove') : undefined}
        />
      ) : (
        <Button variant="ghost" size="icon" loading={pending} aria-label={label} {...standIn}>
          <EllipsisIcon aria-hidden="true" />
        </Button>
      )}
      <ConfirmDialog
        open={confirming === 'remove'}
        onOpenChange={(open) => (open ? undefined : close())}
        title={`Remove ${member.displayName}?`}
        description="They lose access to the board right away. You can invite them again later."
        confirmLabel="Remove"
        pending={pending}
        onConfirm={() => {
          close()
          run(
            () => removeMemberAction({ workspace: slug, userId: member.userId }),
            `${member.displayName} was removed.`,
          )
        }}
      />
      <ConfirmDialog
        open={confirming === 'transfer'}
        onOpenChange={(open) => (open ? undefined : close())}
        title={`Make ${member.displayName} the owner?`}
        description="They become an owner and you become an admin: you can no longer change roles or delete the workspace."
        confirmLabel="Transfer ownership"
        pending={pending}
        onConfirm={() => {
          close()
          run(
            () => transferOwnershipAction({ workspace: slug, userId: member.userId }),
            `${member.displayName} is now the owner.`,
          )
        }}
      />
    </>
  )
}

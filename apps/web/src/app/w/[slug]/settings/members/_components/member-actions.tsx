'use client'

import { Button } from '@teamboard/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@teamboard/ui/dropdown-menu'
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

/** The menu on another member's row; the page passes only the abilities the caller's role has. */
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

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            loading={pending}
            aria-label={`Actions for ${member.displayName}`}
          >
            <EllipsisIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {canChangeRole
            ? workspaceRoles
                .filter((role) => role !== member.role)
                .map((role) => (
                  <DropdownMenuItem
                    key={role}
                    onSelect={() =>
                      run(
                        () => changeRoleAction({ workspace: slug, userId: member.userId, role }),
                        `${member.displayName} is now ${roleLabels[role].toLowerCase()}.`,
                      )
                    }
                  >
                    Make {roleLabels[role].toLowerCase()}
                  </DropdownMenuItem>
                ))
            : null}
          {canChangeRole && member.role !== 'owner' ? (
            <DropdownMenuItem onSelect={() => setConfirming('transfer')}>
              Transfer ownership
            </DropdownMenuItem>
          ) : null}
          {canChangeRole && canRemove ? <DropdownMenuSeparator /> : null}
          {canRemove ? (
            <DropdownMenuItem variant="destructive" onSelect={() => setConfirming('remove')}>
              Remove from workspace
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
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

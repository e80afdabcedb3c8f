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
import { type Handoff, useHandoffFocus } from '@/lib/load-later'
import { roleLabels, type WorkspaceRole } from '@/lib/roles'

interface MemberActionsMenuProps {
  label: string
  pending: boolean
  /** Roles to offer (not the member's own); empty when the caller cannot change roles. */
  roles: WorkspaceRole[]
  onRole: (role: WorkspaceRole) => void
  onTransfer?: () => void
  onRemove?: () => void
}

/** The menu on a member's row, loaded later by member-actions.tsx (lib/load-later.ts). */
export function MemberActionsMenu({
  label,
  pending,
  roles,
  onRole,
  onTransfer,
  onRemove,
  ...handoff
}: MemberActionsMenuProps & Handoff) {
  const trigger = useHandoffFocus(handoff)
  return (
    <DropdownMenu defaultOpen={handoff.open}>
      <DropdownMenuTrigger asChild>
        <Button ref={trigger} variant="ghost" size="icon" loading={pending} aria-label={label}>
          <EllipsisIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {roles.map((role) => (
          <DropdownMenuItem key={role} onSelect={() => onRole(role)}>
            Make {roleLabels[role].toLowerCase()}
          </DropdownMenuItem>
        ))}
        {onTransfer ? (
          <DropdownMenuItem onSelect={onTransfer}>Transfer ownership</DropdownMenuItem>
        ) : null}
        {roles.length > 0 && onRemove ? <DropdownMenuSeparator /> : null}
        {onRemove ? (
          <DropdownMenuItem variant="destructive" onSelect={onRemove}>
            Remove from workspace
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

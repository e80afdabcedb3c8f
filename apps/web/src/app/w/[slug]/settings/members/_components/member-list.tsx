import { Badge } from '@teamboard/ui/badge'
import { canRemove, isOwner, roleLabels, type WorkspaceRole } from '@/lib/roles'
import type { MemberView } from '../_lib/load-members'
import { MemberActions } from './member-actions'
import { MemberAvatar } from './member-avatar'

export function MemberList({
  slug,
  members,
  me,
}: {
  slug: string
  members: MemberView[]
  me: { id: string; role: WorkspaceRole }
}) {
  return (
    <ul aria-label="Members" className="grid divide-y rounded-lg border">
      {members.map((member) => {
        const removable = canRemove(me, { id: member.userId, role: member.role })
        const changeable = isOwner(me.role) && member.userId !== me.id
        return (
          <li
            key={member.userId}
            className="flex items-center gap-3 px-4 py-3"
            data-testid="member-row"
          >
            <MemberAvatar name={member.displayName} src={member.avatarUrl} />
            <span className="min-w-0 flex-1 truncate text-sm font-medium">
              {member.displayName}
              {member.userId === me.id ? (
                <span className="font-normal text-muted-foreground"> (you)</span>
              ) : null}
            </span>
            <Badge variant={member.role === 'member' ? 'secondary' : 'default'}>
              {roleLabels[member.role]}
            </Badge>
            {removable || changeable ? (
              <MemberActions
                slug={slug}
                member={member}
                canChangeRole={changeable}
                canRemove={removable}
              />
            ) : (
              <span className="size-9 max-sm:size-11" aria-hidden="true" />
            )}
          </li>
        )
      })}
    </ul>
  )
}

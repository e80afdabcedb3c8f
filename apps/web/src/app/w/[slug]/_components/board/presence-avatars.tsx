'use client'

import { Avatar, AvatarFallback, AvatarImage, initials } from '@teamboard/ui/avatar'
import type { BoardMember } from '../../_lib/board/task-types'

/** Faces of everyone viewing the board now, the viewer last. */
export function PresenceAvatars({ viewers, me }: { viewers: BoardMember[]; me: string }) {
  const sorted = [...viewers].sort((a, b) => Number(a.userId === me) - Number(b.userId === me))
  return (
    <ul aria-label="Viewing now" className="flex -space-x-1.5" data-testid="presence">
      {sorted.map((viewer) => {
        const label = viewer.userId === me ? `${viewer.displayName} (you)` : viewer.displayName
        return (
          <li key={viewer.userId} title={label} data-user-id={viewer.userId}>
            <Avatar className="size-7 ring-2 ring-background">
              {viewer.avatarUrl ? <AvatarImage src={viewer.avatarUrl} alt="" /> : null}
              <AvatarFallback>{initials(viewer.displayName)}</AvatarFallback>
            </Avatar>
            <span className="sr-only">{label}</span>
          </li>
        )
      })}
    </ul>
  )
}

'use client'

import { Avatar, AvatarFallback, AvatarImage, avatarTone, initials } from '@teamboard/ui/avatar'
import type { BoardMember } from '../../_lib/board/task-types'

const SHOWN = 5

/**
 * A name shown under a face on hover and on keyboard focus. CSS only: a tooltip library would add
 * its positioning code to the board's first load (apps/web/e2e/js-budget.ts).
 */
function NameTip({ children }: { children: string }) {
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute top-full right-0 z-20 mt-1.5 hidden rounded-md bg-foreground px-2 py-1 text-xs whitespace-nowrap text-background shadow-md group-focus-within:block group-hover:block"
    >
      {children}
    </span>
  )
}

/**
 * Faces of everyone viewing the board now, the viewer last: each person's photo or their colour
 * with initials, the name on hover and focus, and "+N" past five (named in full for screen
 * readers and in its own tip).
 */
export function PresenceAvatars({ viewers, me }: { viewers: BoardMember[]; me: string }) {
  const sorted = [...viewers].sort((a, b) => Number(a.userId === me) - Number(b.userId === me))
  const labelOf = (viewer: BoardMember) =>
    viewer.userId === me ? `${viewer.displayName} (you)` : viewer.displayName
  // Past five: four faces and "+N", so the row never grows wider than five faces.
  const shown = sorted.length > SHOWN ? sorted.slice(0, SHOWN - 1) : sorted
  const rest = sorted.slice(shown.length)
  return (
    <ul aria-label="Viewing now" className="flex items-center gap-1" data-testid="presence">
      {shown.map((viewer) => {
        const label = labelOf(viewer)
        return (
          <li key={viewer.userId} data-user-id={viewer.userId} className="group relative">
            <span
              tabIndex={0}
              className="block rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Avatar className="size-8">
                {viewer.avatarUrl ? <AvatarImage src={viewer.avatarUrl} alt="" /> : null}
                <AvatarFallback className={avatarTone(viewer.userId)}>
                  {initials(viewer.displayName)}
                </AvatarFallback>
              </Avatar>
              <span className="sr-only">{label}</span>
            </span>
            <NameTip>{label}</NameTip>
          </li>
        )
      })}
      {rest.length > 0 ? (
        <li className="group relative" data-testid="presence-more">
          <span
            tabIndex={0}
            className="flex size-8 items-center justify-center rounded-full bg-muted text-xs font-medium text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span aria-hidden="true">+{rest.length}</span>
            <span className="sr-only">and {rest.map(labelOf).join(', ')}</span>
          </span>
          <NameTip>{rest.map(labelOf).join(', ')}</NameTip>
        </li>
      ) : null}
    </ul>
  )
}

'use client'

import { useSession, useUser } from '@teamboard/auth/react'
import { Avatar, AvatarFallback, AvatarImage, initials } from '@teamboard/ui/avatar'
import { Button } from '@teamboard/ui/button'
import { Skeleton } from '@teamboard/ui/skeleton'
import type { ReactNode } from 'react'
import { later, useStandIn } from '@/lib/load-later'

/** The name and avatar the server read for this render (site-header.tsx). */
export interface HeaderProfile {
  name: string
  avatar: string | null
}

const dropdown = later(() => import('./user-menu-dropdown'))

/**
 * The header's account area: `signedOut` (the sign-in links) for visitors, otherwise the user's
 * avatar and name with a menu (user-menu-dropdown.tsx, loaded later: lib/load-later.ts). The
 * profile comes from the server render; a rename or a new avatar emits USER_UPDATED (in this tab
 * and the others), which refreshes the page and with it the profile.
 */
export function UserMenu({
  profile,
  signedOut,
}: {
  profile: HeaderProfile | null
  signedOut: ReactNode
}) {
  const { status } = useSession()
  const user = useUser()
  const { loaded, handoff, standIn } = useStandIn(dropdown)

  if (status === 'signed-out' || (status !== 'loading' && !user)) return signedOut
  // While the browser reads its session, the profile the server read for this render already
  // names the user: showing it at once keeps the header from changing size a moment later.
  if (!user && !profile) return <Skeleton className="size-8 rounded-full" aria-hidden="true" />

  const name =
    profile?.name ?? (user?.user_metadata.display_name as string | undefined) ?? user?.email ?? ''
  const avatar = profile?.avatar ?? null
  const label = (
    <>
      <Avatar className="size-7" aria-hidden="true">
        {avatar ? <AvatarImage src={avatar} alt="" data-testid="header-avatar" /> : null}
        <AvatarFallback>{initials(name)}</AvatarFallback>
      </Avatar>
      {/* Named by its content, so the visible name is part of it (WCAG 2.5.3). */}
      <span className="sr-only">Account menu for </span>
      <span data-testid="header-user-name" className="max-w-40 truncate text-sm font-medium">
        {name}
      </span>
    </>
  )
  if (loaded && user)
    return (
      <loaded.UserMenuDropdown email={user.email} {...handoff}>
        {label}
      </loaded.UserMenuDropdown>
    )
  return (
    <Button variant="ghost" size="sm" className="gap-2 px-1.5" {...standIn}>
      {label}
    </Button>
  )
}

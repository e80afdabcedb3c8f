'use client'

import { useSession, useUser } from '@teamboard/auth/react'
import { Avatar, AvatarFallback, AvatarImage, initials } from '@teamboard/ui/avatar'
import { Button } from '@teamboard/ui/button'
import { Skeleton } from '@teamboard/ui/skeleton'
import { type ComponentType, type ReactNode, useState } from 'react'
import type { UserMenuDropdown } from './user-menu-dropdown'

/** The name and avatar the server read for this render (site-header.tsx). */
export interface HeaderProfile {
  name: string
  avatar: string | null
}

const loadDropdown = () => import('./user-menu-dropdown').then((module) => module.UserMenuDropdown)

/**
 * The header's account area: `signedOut` (the sign-in links) for visitors, otherwise the user's
 * avatar and name with a menu. The profile comes from the server render; a rename or a new
 * avatar emits USER_UPDATED (in this tab and the others), which refreshes the page and with it
 * the profile.
 *
 * The menu (user-menu-dropdown.tsx) is not part of the page's first load (issue 13): a stand-in
 * button with the same name and look fetches it when the pointer reaches it or it gets the focus,
 * and swaps it in, open if it was already activated (click, Enter, Space, ArrowDown).
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
  const [Dropdown, setDropdown] = useState<ComponentType<
    Parameters<typeof UserMenuDropdown>[0]
  > | null>(null)
  const [open, setOpen] = useState(false)
  const [focused, setFocused] = useState(false)

  if (status === 'loading') return <Skeleton className="size-8 rounded-full" aria-hidden="true" />
  if (status === 'signed-out' || !user) return signedOut

  const name =
    profile?.name ?? (user.user_metadata.display_name as string | undefined) ?? user.email ?? ''
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
  if (Dropdown)
    return (
      <Dropdown email={user.email} open={open} focus={focused}>
        {label}
      </Dropdown>
    )

  const load = () => void loadDropdown().then((component) => setDropdown(() => component))
  const activate = () => {
    setOpen(true)
    load()
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      className="gap-2 px-1.5"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={() => {
        setFocused(true)
        load()
      }}
      onBlur={() => setFocused(false)}
      onClick={activate}
      onKeyDown={(event) => {
        // Radix's trigger opens on ArrowDown too (Enter and Space arrive as a click).
        if (event.key !== 'ArrowDown') return
        event.preventDefault()
        activate()
      }}
    >
      {label}
    </Button>
  )
}

'use client'

import { useSession, useUser } from '@teamboard/auth/react'
import { createBrowserSessionClient } from '@teamboard/supabase/client/session'
import { Avatar, AvatarFallback, AvatarImage, initials } from '@teamboard/ui/avatar'
import { Button } from '@teamboard/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@teamboard/ui/dropdown-menu'
import { Skeleton } from '@teamboard/ui/skeleton'
import { LogOutIcon, UserIcon } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'

/** The name and avatar the server read for this render (site-header.tsx). */
export interface HeaderProfile {
  name: string
  avatar: string | null
}

/**
 * The header's account area: `signedOut` (the sign-in links) for visitors, otherwise the user's
 * avatar and name with a menu. The profile comes from the server render; a rename or a new
 * avatar emits USER_UPDATED (in this tab and the others), which refreshes the page and with it
 * the profile.
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

  if (status === 'loading') return <Skeleton className="size-8 rounded-full" aria-hidden="true" />
  if (status === 'signed-out' || !user) return signedOut

  const name =
    profile?.name ?? (user.user_metadata.display_name as string | undefined) ?? user.email ?? ''
  const avatar = profile?.avatar ?? null
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="gap-2 px-1.5">
          <Avatar className="size-7" aria-hidden="true">
            {avatar ? <AvatarImage src={avatar} alt="" data-testid="header-avatar" /> : null}
            <AvatarFallback>{initials(name)}</AvatarFallback>
          </Avatar>
          {/* Named by its content, so the visible name is part of it (WCAG 2.5.3). */}
          <span className="sr-only">Account menu for </span>
          <span data-testid="header-user-name" className="max-w-40 truncate text-sm font-medium">
            {name}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate font-normal text-muted-foreground">
          {user.email}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/account">
            <UserIcon aria-hidden="true" />
            Account
          </Link>
        </DropdownMenuItem>
        {/* This device only (supabase-js defaults to every device); SIGNED_OUT reaches every
            tab's AuthProvider, which goes to /sign-in. */}
        <DropdownMenuItem
          onSelect={() => void createBrowserSessionClient().auth.signOut({ scope: 'local' })}
        >
          <LogOutIcon aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

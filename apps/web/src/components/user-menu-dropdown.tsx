'use client'

import { createBrowserSessionClient } from '@teamboard/supabase/client/session'
import { Button } from '@teamboard/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@teamboard/ui/dropdown-menu'
import { LogOutIcon, UserIcon } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { type Handoff, useHandoffFocus } from '@/lib/load-later'

interface UserMenuDropdownProps {
  email: string | undefined
  /** The trigger's content: avatar and name. */
  children: ReactNode
}

/** The account menu itself, loaded later by user-menu.tsx (lib/load-later.ts). */
export function UserMenuDropdown({ email, children, ...handoff }: UserMenuDropdownProps & Handoff) {
  const trigger = useHandoffFocus(handoff)
  return (
    <DropdownMenu defaultOpen={handoff.open}>
      <DropdownMenuTrigger asChild>
        <Button ref={trigger} variant="ghost" size="sm" className="gap-2 px-1.5">
          {children}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate font-normal text-muted-foreground">
          {email}
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

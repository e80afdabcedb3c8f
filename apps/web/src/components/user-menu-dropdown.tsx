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
import { type ReactNode, useLayoutEffect, useRef } from 'react'

/**
 * The account menu itself (Radix, with its positioning: ~20 kB compressed), loaded by
 * user-menu.tsx on the first sign of use. It replaces that file's stand-in button: `open` when
 * the stand-in was already activated, `focus` when it held the focus, so the swap is seamless.
 */
export function UserMenuDropdown({
  email,
  open,
  focus,
  children,
}: {
  email: string | undefined
  open: boolean
  focus: boolean
  /** The trigger's content: avatar and name. */
  children: ReactNode
}) {
  const trigger = useRef<HTMLButtonElement>(null)
  // Before paint, so the focus never visibly leaves the button (an open menu takes it itself).
  useLayoutEffect(() => {
    if (focus && !open) trigger.current?.focus()
  }, [focus, open])
  return (
    <DropdownMenu defaultOpen={open}>
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

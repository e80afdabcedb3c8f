'use client'

import { Button } from '@teamboard/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@teamboard/ui/dropdown-menu'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { type MenuHandoff, useHandoffFocus } from '@/components/deferred-menu'
import type { WorkspacePage } from './workspace-nav'

export interface WorkspaceNavMenuProps {
  items: WorkspacePage[]
  /** The trigger's content: the current page's name. */
  children: ReactNode
}

/** The phone's workspace menu, loaded by workspace-nav.tsx on the first sign of use. */
export function WorkspaceNavMenu({
  items,
  children,
  ...handoff
}: WorkspaceNavMenuProps & MenuHandoff) {
  const trigger = useHandoffFocus(handoff)
  return (
    <DropdownMenu defaultOpen={handoff.open}>
      <DropdownMenuTrigger asChild>
        <Button ref={trigger} variant="outline" size="sm">
          {children}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-48">
        {items.map((item) => (
          <DropdownMenuItem key={item.label} asChild>
            <Link href={item.href} aria-current={item.active ? 'page' : undefined}>
              {item.label}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

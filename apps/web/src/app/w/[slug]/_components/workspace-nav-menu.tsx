'use client'

import { Button } from '@teamboard/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@teamboard/ui/dropdown-menu'
import type { Route } from 'next'
import type { ReactNode } from 'react'
import { IntentLink } from '@/components/intent-link'
import { type Handoff, useHandoffFocus } from '@/lib/load-later'

/** One of the workspace's pages, as workspace-nav.tsx lists them. */
export interface WorkspacePage {
  href: Route<`/w/${string}`>
  label: string
  active: boolean
}

interface WorkspaceNavMenuProps {
  items: WorkspacePage[]
  /** The trigger's content: the current page's name. */
  children: ReactNode
}

/** The phone's workspace menu, loaded later by workspace-nav.tsx (lib/load-later.ts). */
export function WorkspaceNavMenu({ items, children, ...handoff }: WorkspaceNavMenuProps & Handoff) {
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
            <IntentLink href={item.href} aria-current={item.active ? 'page' : undefined}>
              {item.label}
            </IntentLink>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

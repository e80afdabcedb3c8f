'use client'

import { Button } from '@teamboard/ui/button'
import { cn } from '@teamboard/ui/lib/cn'
import { ChevronDownIcon } from 'lucide-react'
import { IntentLink } from '@/components/intent-link'
import { useAppPathname } from '@/hooks/use-app-pathname'
import { later, useStandIn } from '@/lib/load-later'
import type { WorkspacePage } from './workspace-nav-menu'

const phoneMenu = later(() => import('./workspace-nav-menu'))

/**
 * Board and Members for everyone (members see the list and can leave); Settings only for roles
 * that may change it. The pages check the role again on the server. Tabs from the `sm` width up;
 * on a phone they collapse into one menu named after the current page (workspace-nav-menu.tsx,
 * loaded later: lib/load-later.ts).
 */
export function WorkspaceNav({ slug, showSettings }: { slug: string; showSettings: boolean }) {
  const pathname = useAppPathname()
  const { loaded, handoff, standIn } = useStandIn(phoneMenu)
  const base = `/w/${slug}`
  const items: WorkspacePage[] = [
    {
      href: `/w/${slug}`,
      label: 'Board',
      active: pathname === base || pathname.startsWith(`${base}/b/`),
    },
    { href: `/w/${slug}/search`, label: 'Search', active: pathname === `${base}/search` },
    {
      href: `/w/${slug}/settings/members`,
      label: 'Members',
      active: pathname.startsWith(`${base}/settings/members`),
    },
  ]
  if (showSettings) {
    items.push({
      href: `/w/${slug}/settings`,
      label: 'Settings',
      active: pathname === `${base}/settings`,
    })
  }
  const current = items.find((item) => item.active)?.label ?? 'Pages'
  const label = (
    <>
      {/* Named by its content, so the visible page name is part of it (WCAG 2.5.3). */}
      <span className="sr-only">Workspace pages, current: </span>
      {current}
      <ChevronDownIcon aria-hidden="true" />
    </>
  )
  return (
    <>
      <nav aria-label="Workspace" className="-mb-px hidden gap-1 sm:flex">
        {items.map((item) => (
          <IntentLink
            key={item.label}
            href={item.href}
            aria-current={item.active ? 'page' : undefined}
            className={cn(
              'rounded-t-md border-b-2 px-3 pb-2.5 text-sm font-medium text-muted-foreground outline-none hover:text-foreground',
              'focus-visible:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
              item.active ? 'border-primary text-foreground' : 'border-transparent',
            )}
          >
            {item.label}
          </IntentLink>
        ))}
      </nav>
      <nav aria-label="Workspace menu" className="pb-3 sm:hidden">
        {loaded ? (
          <loaded.WorkspaceNavMenu items={items} {...handoff}>
            {label}
          </loaded.WorkspaceNavMenu>
        ) : (
          <Button variant="outline" size="sm" {...standIn}>
            {label}
          </Button>
        )}
      </nav>
    </>
  )
}

'use client'

import { cn } from '@teamboard/ui/lib/cn'
import type { Route } from 'next'
import Link from 'next/link'
import { usePathname } from 'next/navigation'

/**
 * Board and Members for everyone (members see the list and can leave); Settings only for roles
 * that may change it. The pages check the role again on the server.
 */
export function WorkspaceNav({ slug, showSettings }: { slug: string; showSettings: boolean }) {
  const pathname = usePathname()
  const base = `/w/${slug}`
  const items: { href: Route<`/w/${string}`>; label: string; active: boolean }[] = [
    { href: `/w/${slug}`, label: 'Board', active: pathname === base },
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
  return (
    <nav aria-label="Workspace" className="-mb-px flex gap-1">
      {items.map((item) => (
        <Link
          key={item.label}
          href={item.href}
          aria-current={item.active ? 'page' : undefined}
          className={cn(
            'border-b-2 px-3 pb-2.5 text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:text-foreground',
            item.active ? 'border-primary text-foreground' : 'border-transparent',
          )}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  )
}

import type { RecentItem } from '@/lib/recent-items'

export interface PaletteWorkspace {
  slug: string
  name: string
}

/**
 * Where the palette can go: the current workspace's pages first, then every workspace, then the
 * account. (The inbox joins this list when its page exists.)
 */
export function navigationItems(
  slug: string | undefined,
  workspaces: readonly PaletteWorkspace[],
): RecentItem[] {
  const here = workspaces.find((workspace) => workspace.slug === slug)
  // Only a workspace of the user's (not `/w/new`).
  const current: RecentItem[] = here
    ? [
        { href: `/w/${slug}`, label: `Board · ${here.name}`, kind: 'Page' },
        { href: `/w/${slug}/search`, label: 'Search this workspace', kind: 'Page' },
        { href: `/w/${slug}/settings/members`, label: 'Members', kind: 'Page' },
        { href: `/w/${slug}/settings`, label: 'Workspace settings', kind: 'Page' },
      ]
    : []
  return [
    ...current,
    ...workspaces
      .filter((workspace) => workspace.slug !== slug)
      .map((workspace) => ({
        href: `/w/${workspace.slug}`,
        label: `Workspace: ${workspace.name}`,
        kind: 'Workspace',
      })),
    { href: '/w', label: 'All workspaces', kind: 'Page' },
    { href: '/account', label: 'Account', kind: 'Page' },
  ]
}

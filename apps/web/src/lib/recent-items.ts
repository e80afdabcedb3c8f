/**
 * What the palette shows before anything is typed: the places and tasks opened last in this
 * browser (localStorage; nothing is sent anywhere). Entries are same-origin paths.
 */
export interface RecentItem {
  href: string
  label: string
  /** "Task", "Workspace", "Page". */
  kind: string
}

const KEY = 'teamboard-recent'
const MAX = 6

export function readRecent(): RecentItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isRecentItem).slice(0, MAX) : []
  } catch {
    return []
  }
}

export function rememberRecent(item: RecentItem): void {
  if (!item.href.startsWith('/') || item.href.startsWith('//')) return
  const rest = readRecent().filter((entry) => entry.href !== item.href)
  try {
    localStorage.setItem(KEY, JSON.stringify([item, ...rest].slice(0, MAX)))
  } catch {
    // Storage can be off (private modes): no recent items then.
  }
}

function isRecentItem(value: unknown): value is RecentItem {
  const item = value as Partial<RecentItem> | null
  return (
    typeof item?.href === 'string' &&
    item.href.startsWith('/') &&
    !item.href.startsWith('//') &&
    typeof item.label === 'string' &&
    typeof item.kind === 'string'
  )
}

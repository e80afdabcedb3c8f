const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** `2 min ago`, `3 h ago`, `5 d ago`, then the date in `locale`: how a timeline says when. */
export function relativeTime(iso: string, now: number, locale = 'en-US'): string {
  const then = Date.parse(iso)
  const ago = Math.max(0, now - then)
  if (ago < MINUTE) return 'just now'
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`
  if (ago < 30 * DAY) return `${Math.floor(ago / DAY)} d ago`
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(then)
}

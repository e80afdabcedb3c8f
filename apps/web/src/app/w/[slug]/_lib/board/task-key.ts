/** `acme-corp` + 12 → `ACME-12`: the slug's first word, like Linear's team keys. */
export function taskKey(slug: string, number: number | null): string {
  const prefix = (slug.split('-')[0] ?? slug).toUpperCase()
  return number === null ? `${prefix}-…` : `${prefix}-${number}`
}

/** A due date (a calendar date, `YYYY-MM-DD`) is overdue once the local day after it starts. */
export function isOverdue(dueDate: string | null, today: string): boolean {
  return dueDate !== null && dueDate < today
}

/** Today as `YYYY-MM-DD` in the viewer's time zone. */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0')
  const day = String(now.getDate()).padStart(2, '0')
  return `${now.getFullYear()}-${month}-${day}`
}

/**
 * `2026-11-23` → `Nov 23` in the user's locale, with the year when it is not this year
 * (`today`, `YYYY-MM-DD`): `Nov 20, 2025`. The date is a calendar day, so it is formatted as UTC.
 */
export function formatDueDate(dueDate: string, today: string, locale: string): string {
  const sameYear = dueDate.slice(0, 4) === today.slice(0, 4)
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: sameYear ? undefined : 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${dueDate}T00:00:00Z`))
}

/** Timestamps in the staff member's locale, with "never" for a missing one. */
export function when(value: string | null | undefined): string {
  return value ? new Date(value).toLocaleString() : 'never'
}

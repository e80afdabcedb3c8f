/**
 * @supabase/lite 0.10 hands PGlite's text for timestamps straight to JSON
 * (`2026-11-23 08:05:05.177+00`), where PostgREST answers with Postgres's JSON rendering,
 * ISO 8601 (`2026-11-23T08:05:05.177+00:00`), as realtime does; one row would arrive in two
 * formats. These parsers give every query on lite's connection the JSON rendering.
 */
const WITH_ZONE =
  /^(\d{4,}-\d\d-\d\d) (\d\d:\d\d:\d\d(?:\.\d+)?)([+-]\d\d)(?::(\d\d))?(?::(\d\d))?$/
const WITHOUT_ZONE = /^(\d{4,}-\d\d-\d\d) (\d\d:\d\d:\d\d(?:\.\d+)?)$/

export function isoTimestamptz(text: string): string {
  const match = WITH_ZONE.exec(text)
  if (!match) return text // infinity, -infinity, BC dates: as Postgres writes them
  const [, date, time, hours, minutes = '00', seconds] = match
  return `${date}T${time}${hours}:${minutes}${seconds ? `:${seconds}` : ''}`
}

export function isoTimestamp(text: string): string {
  const match = WITHOUT_ZONE.exec(text)
  return match ? `${match[1]}T${match[2]}` : text
}

/** PGlite `parsers` by type OID: 1184 timestamptz, 1114 timestamp. */
export const timestampParsers = { 1184: isoTimestamptz, 1114: isoTimestamp }

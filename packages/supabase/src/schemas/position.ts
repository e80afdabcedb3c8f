// No dependency here: the schemas are also loaded by Deno edge functions, whose import map has
// only zod and supabase-js. Key generation (fractional-indexing) lives in ../position.ts.

export const POSITION_MAX_LENGTH = 255

/** The same rule as the `tasks_position_key_format` check in the database. */
export function isValidPosition(key: string): boolean {
  if (key.length > POSITION_MAX_LENGTH || !/^[A-Za-z][0-9A-Za-z]*$/.test(key)) return false
  if (key === `A${'0'.repeat(26)}`) return false
  const head = key.charCodeAt(0)
  const integerLength = head >= 97 ? head - 95 : 92 - head
  if (key.length < integerLength) return false
  return key.length === integerLength || !key.endsWith('0')
}

// Card order inside a board column: `fractional-indexing` keys (base 62, e.g. `a0`, `a0V`, `Zz`),
// compared by code point — the database column is `collate "C"`, and JS `<` on these ASCII
// strings agrees. Moving a card writes one key; no other card is renumbered.
import { generateKeyBetween } from 'fractional-indexing'

export { POSITION_MAX_LENGTH, isValidPosition } from './schemas/position.js'

/**
 * A key between the card above (`before`) and the card below (`after`); null means the top or
 * bottom of the column. Two people dropping into one gap at the same moment can produce equal
 * keys (the board then orders them by id); dropping between such a pair gives a key just after
 * `before`, since no key fits strictly between equal ones.
 */
export function positionBetween(before: string | null, after: string | null): string {
  if (before !== null && before === after) return `${before}V`
  if (before !== null && after !== null && before > after) return generateKeyBetween(after, before)
  return generateKeyBetween(before, after)
}

/** Compares two cards the way the board (and the database) orders a column. */
export function comparePositions(
  a: { position: string; id: string },
  b: { position: string; id: string },
): number {
  if (a.position !== b.position) return a.position < b.position ? -1 : 1
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/**
 * postgres_changes filters (parsed in `filter-parse.ts`), evaluated on the changed record the way
 * Realtime's `realtime.check_equality_op` does: both sides read as the column's type.
 */
import { type Condition, type FilterOp } from './filter-parse.ts'

export { type Condition, FilterError, parseFilter } from './filter-parse.ts'

const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid'])
const TEMPORAL = new Set(['date', 'timestamp', 'timestamptz'])

function normalize(value: unknown, type: string | undefined): string | number | boolean | null {
  if (value === null || value === undefined) return null
  // Record values are JSON (the captured row is jsonb), filter values text: objects and arrays
  // compare as their JSON.
  const text =
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    typeof value === 'bigint'
      ? String(value)
      : JSON.stringify(value)
  if (type && NUMERIC.has(type)) {
    const n = typeof value === 'number' ? value : Number(value)
    return Number.isNaN(n) ? text : n
  }
  if (type === 'bool') {
    if (typeof value === 'boolean') return value
    const lower = text.toLowerCase()
    if (['t', 'true', 'yes', 'on', '1'].includes(lower)) return true
    if (['f', 'false', 'no', 'off', '0'].includes(lower)) return false
    return lower
  }
  if (type && TEMPORAL.has(type)) {
    const time = Date.parse(text.replace(' ', 'T'))
    return Number.isNaN(time) ? text : time
  }
  if (type === 'uuid') return text.toLowerCase()
  return text
}

/** Escapes a character for a unicode-mode RegExp (which refuses needless escapes such as `\\-`). */
const escape = (char: string) => char.replace(/[\\^$.*+?()[\]{}|/]/u, '\\$&')

/** LIKE's `%`, `_` and backslash escapes as an anchored RegExp. */
function likePattern(pattern: string, insensitive: boolean): RegExp {
  let source = ''
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!
    if (char === '\\' && i + 1 < pattern.length) source += escape(pattern[++i]!)
    else if (char === '%') source += '.*'
    else if (char === '_') source += '.'
    else source += escape(char)
  }
  return new RegExp(`^${source}$`, insensitive ? 'isu' : 'su')
}

/** POSIX regexes read as JS ones; one JS cannot compile matches nothing. */
function search(pattern: string, text: string, insensitive: boolean): boolean {
  try {
    return new RegExp(pattern, insensitive ? 'iu' : 'u').test(text)
  } catch {
    return false
  }
}

function compare(
  op: Exclude<FilterOp, 'is' | 'isdistinct'>,
  left: string | number | boolean,
  right: string | number | boolean,
): boolean {
  switch (op) {
    case 'eq':
    case 'in':
      return left === right
    case 'neq':
      return left !== right
    case 'lt':
      return left < right
    case 'lte':
      return left <= right
    case 'gt':
      return left > right
    case 'gte':
      return left >= right
    case 'like':
    case 'ilike':
      return likePattern(String(right), op === 'ilike').test(String(left))
    case 'match':
    case 'imatch':
      return search(String(right), String(left), op === 'imatch')
  }
}

/** `is` and `isdistinct` are the operators that answer for a NULL column too. */
function nullAware(
  { op, values }: Condition,
  left: string | number | boolean | null,
  type: string | undefined,
): boolean {
  if (op === 'is') {
    const keyword = values[0]
    if (keyword === 'null' || keyword === 'unknown') return left === null
    return left === (keyword === 'true')
  }
  const right = normalize(values[0], type)
  return left === null ? right !== null : left !== right
}

/** SQL semantics: a NULL column never matches, negated or not, except for `is` and `isdistinct`. */
export function matches(
  conditions: Condition[],
  record: Record<string, unknown> | null,
  types: Map<string, string>,
): boolean {
  if (conditions.length === 0) return true
  if (!record) return false
  return conditions.every((condition) => {
    const { column, op, negate, values } = condition
    if (!(column in record)) return false
    const type = types.get(column)
    const left = normalize(record[column], type)
    if (op === 'is' || op === 'isdistinct') return nullAware(condition, left, type) !== negate
    if (left === null) return false
    const hit = values.some((value) => {
      const right = op === 'match' || op === 'imatch' ? value : normalize(value, type)
      return right !== null && compare(op, left, right)
    })
    return negate ? !hit : hit
  })
}

/**
 * postgres_changes filter strings, parsed as Realtime's `Subscriptions.parse_subscription_params`
 * parses them (lib/extensions/postgres_cdc_rls/subscriptions.ex): comma-joined AND segments of
 * `column=[not.]op.value`, the same operators, the same error texts.
 */
import { inspectValue } from './elixir-inspect.ts'

const FILTER_OPS = [
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'like',
  'ilike',
  'is',
  'match',
  'imatch',
  'isdistinct',
] as const
export type FilterOp = (typeof FILTER_OPS)[number]

export interface Condition {
  column: string
  op: FilterOp
  negate: boolean
  /** The value as Realtime stores it: unquoted, an `in` list as a Postgres array literal `{a,b}`. */
  value: string
  /** What the record is compared with: the value, or the elements of an `in` list. */
  values: string[]
}

/** Its message is what follows "Error parsing `filter` params: " upstream. */
export class FilterError extends Error {}

/** Upstream's split_top_level: commas outside parentheses and quotes (a quote opens after `.`, `(` or `,`). */
function splitTopLevel(input: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let prev = ''
  let current = ''
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!
    if (quoted) {
      if (char === '\\' && i + 1 < input.length) {
        current += char + input[++i]
        prev = input[i]!
        continue
      }
      if (char === '"') quoted = false
      current += char
    } else if (char === '"' && ['.', '(', ','].includes(prev)) {
      quoted = true
      current += char
    } else if (char === ',' && depth === 0) {
      parts.push(current)
      current = ''
      prev = ''
      continue
    } else {
      if (char === '(') depth++
      else if (char === ')') depth = Math.max(0, depth - 1)
      current += char
    }
    prev = char
  }
  parts.push(current)
  return parts
}

/** `"a\"b"` → `a"b`; anything not one well-formed quoted string stays as sent. */
function unquote(value: string): string {
  if (!value.startsWith('"')) return value
  let out = ''
  for (let i = 1; i < value.length; i++) {
    const char = value[i]!
    if (char === '"') return i === value.length - 1 ? out : value
    if (char === '\\' && i + 1 < value.length) out += value[++i]
    else out += char
  }
  return value
}

/**
 * Elements of an `in` list, read as Postgres reads the array literal `{…}` upstream builds from
 * it: commas outside double quotes separate, a backslash escapes, unquoted elements are trimmed.
 */
function listValues(inner: string): string[] {
  if (inner.trim() === '') return []
  const values: string[] = []
  let current = ''
  let quoted = false
  let wasQuoted = false
  for (let i = 0; i < inner.length; i++) {
    const char = inner[i]!
    if (char === '\\' && i + 1 < inner.length) current += inner[++i]
    else if (char === '"') {
      quoted = !quoted
      wasQuoted = true
    } else if (char === ',' && !quoted) {
      values.push(wasQuoted ? current : current.trim())
      current = ''
      wasQuoted = false
    } else if (quoted || (!wasQuoted && (current !== '' || char.trim() !== ''))) current += char
  }
  values.push(wasQuoted ? current : current.trim())
  return values
}

function parseSegment(segment: string): Condition {
  const trimmed = segment.trim()
  if (trimmed === '')
    throw new FilterError('filter must not contain empty segments (check for extra commas)')
  const eq = trimmed.indexOf('=')
  if (eq < 0) throw new FilterError(inspectValue([trimmed]))
  const column = trimmed.slice(0, eq)
  let rest = trimmed.slice(eq + 1)
  const negate = rest.startsWith('not.')
  if (negate) rest = rest.slice(4)
  const dot = rest.indexOf('.')
  if (dot < 0) throw new FilterError(inspectValue([rest]))
  const op = rest.slice(0, dot)
  const raw = rest.slice(dot + 1)
  if (!(FILTER_OPS as readonly string[]).includes(op))
    throw new FilterError(inspectValue([op, raw]))
  if (op !== 'in') {
    const value = unquote(raw)
    return { column, op: op as FilterOp, negate, value, values: [value] }
  }
  if (raw.length < 2 || !raw.startsWith('(') || !raw.endsWith(')'))
    throw new FilterError('`in` filter value must be wrapped by parentheses')
  const inner = raw.slice(1, -1)
  return { column, op: 'in', negate, value: `{${inner}}`, values: listValues(inner) }
}

/** An empty or blank filter is no filter; the first bad segment throws. */
export function parseFilter(filter: string | undefined): Condition[] {
  if (filter === undefined || filter.trim() === '') return []
  return splitTopLevel(filter.trim()).map(parseSegment)
}

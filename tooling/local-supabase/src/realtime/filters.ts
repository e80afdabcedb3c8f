/**
 * postgres_changes filters (`column=op.value`, comma-joined as AND, optional `not.`), evaluated
 * on the changed record the way Realtime does: both sides read as the column's type.
 */
export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in'

export interface Condition {
  column: string
  op: FilterOp
  negate: boolean
  values: string[]
}

const OPS = new Set<string>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in'])
const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid'])
const TEMPORAL = new Set(['date', 'timestamp', 'timestamptz'])

export class FilterError extends Error {}

/** Splits on commas outside double quotes and parentheses (PostgREST style). */
function splitTopLevel(input: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ''
  for (const char of input) {
    if (char === '"') quoted = !quoted
    else if (!quoted && char === '(') depth++
    else if (!quoted && char === ')') depth--
    if (char === ',' && depth === 0 && !quoted) {
      parts.push(current)
      current = ''
    } else current += char
  }
  parts.push(current)
  return parts
}

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"')
    ? value.slice(1, -1).replace(/\\(.)/g, '$1')
    : value
}

export function parseFilter(filter: string | undefined): Condition[] {
  if (filter === undefined || filter === '') return []
  return splitTopLevel(filter).map((part) => {
    const match = /^([^=]+)=(not\.)?([a-z]+)\.(.*)$/s.exec(part.trim())
    if (!match || !OPS.has(match[3]!)) throw new FilterError(`invalid filter "${part}"`)
    const [, column, not, op, raw] = match as unknown as [
      string,
      string,
      string | undefined,
      FilterOp,
      string,
    ]
    if (op !== 'in') return { column, op, negate: not !== undefined, values: [unquote(raw)] }
    const list = /^\((.*)\)$/s.exec(raw)
    if (!list) throw new FilterError(`invalid filter "${part}": in expects (a,b,…)`)
    return {
      column,
      op,
      negate: not !== undefined,
      values: list[1] === '' ? [] : splitTopLevel(list[1]!).map(unquote),
    }
  })
}

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

function compare(
  op: FilterOp,
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
  }
}

/** SQL semantics: a NULL column never matches, negated or not. */
export function matches(
  conditions: Condition[],
  record: Record<string, unknown> | null,
  types: Map<string, string>,
): boolean {
  if (conditions.length === 0) return true
  if (!record) return false
  return conditions.every(({ column, op, negate, values }) => {
    if (!(column in record)) return false
    const type = types.get(column)
    const left = normalize(record[column], type)
    if (left === null) return false
    const hit = values.some((value) => {
      const right = normalize(value, type)
      return right !== null && compare(op, left, right)
    })
    return negate ? !hit : hit
  })
}

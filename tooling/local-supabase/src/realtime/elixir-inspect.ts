/**
 * Realtime's subscription error messages embed Elixir's `inspect/2` of what it parsed (a list of
 * filter tuples, the select list, the raw params map). These render JSON values the same way so
 * our `system` messages read like upstream's, word for word in the common cases.
 */

const ESCAPES: Record<string, string> = {
  '"': '\\"',
  '\\': '\\\\',
  '\n': '\\n',
  '\t': '\\t',
  '\r': '\\r',
  '\f': '\\f',
  '\v': '\\v',
  '\b': '\\b',
  '\u0007': '\\a',
  '\u001b': '\\e',
  '\u0000': '\\0',
}

/** `inspect("a\"b")` → `"a\"b"`; `#{` is escaped so the result reads back as the same string. */
export function inspectString(value: string): string {
  let out = ''
  for (const char of value) {
    const code = char.codePointAt(0)!
    out +=
      ESCAPES[char] ??
      (code < 0x20 || code === 0x7f ? `\\u${code.toString(16).padStart(4, '0')}` : char)
  }
  return `"${out.replaceAll('#{', '\\#{')}"`
}

/** Default `inspect/1` (no line breaks) of a decoded JSON value: maps as `%{"k" => v}`, null as nil. */
export function inspectValue(value: unknown): string {
  if (value === null || value === undefined) return 'nil'
  if (typeof value === 'string') return inspectString(value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return `[${value.map(inspectValue).join(', ')}]`
  // Small Elixir maps print their keys in term order, which for strings is byte order.
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
    Buffer.compare(Buffer.from(a), Buffer.from(b)),
  )
  return `%{${entries.map(([k, v]) => `${inspectString(k)} => ${inspectValue(v)}`).join(', ')}}`
}

const WIDTH = 80

/**
 * `inspect(list, pretty: true)` (Realtime's `to_log`): one line when it fits in 80 columns,
 * otherwise one element per line, indented by two, as Elixir breaks a list of containers.
 */
export function inspectPretty(items: string[] | null): string {
  if (items === null) return 'nil'
  const line = `[${items.join(', ')}]`
  return line.length <= WIDTH ? line : `[\n  ${items.join(',\n  ')}\n]`
}

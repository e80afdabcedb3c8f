import { restError } from '../errors.ts'

/**
 * Two embeds under one parent with the same name (`users!first_user(*),users!second_user(*)`):
 * PostgREST joins each embed under the alias `<parent>_<alias or relation>_<depth>`
 * (Plan.hs addRels, relAggAlias), so Postgres refuses the query with 42712 `table name
 * "best_friends_users_1" specified more than once` (400). lite 0.10 keys its parsed select by
 * that name, so the second embed silently replaced the first. Relationship errors (PGRST200/201)
 * come first upstream: a read goes to lite and only a successful answer is replaced; a write is
 * refused before it runs, as PostgREST rolls it back. Only a `select` with such a pair pays more
 * than one scan of the parameter.
 */
export async function duplicateEmbeds(
  request: Request,
  run: (request: Request) => Promise<Response>,
): Promise<Response> {
  const url = new URL(request.url)
  const select = url.searchParams.get('select')
  const table = url.pathname.slice('/rest/v1/'.length)
  const alias =
    select?.includes('(') && !table.startsWith('rpc/')
      ? repeatedEmbed(select, safeDecode(table))
      : null
  if (!alias) return run(request)
  const refused = restError(400, '42712', `table name "${alias}" specified more than once`)
  if (request.method !== 'GET' && request.method !== 'HEAD') return refused
  const response = await run(request)
  return response.ok ? refused : response
}

/** PostgREST's join alias of the first embed whose name repeats among its siblings, or null. */
export function repeatedEmbed(select: string, table: string, depth = 1): string | null {
  const seen = new Set<string>()
  for (const item of splitTopLevel(select)) {
    const open = item.indexOf('(')
    if (open < 0 || !item.endsWith(')')) continue
    const head = item.slice(0, open).trim()
    const inner = item.slice(open + 1, -1)
    const colon = head.indexOf(':')
    const alias = colon >= 0 ? head.slice(0, colon).trim() : null
    const target = (colon >= 0 ? head.slice(colon + 1) : head).trim().replace(/^\.\.\./, '')
    const relation = target.split('!')[0]?.trim() ?? ''
    // `count()`, `id.sum()`: aggregates, not embeds.
    if (!relation || relation.includes('.') || (relation === 'count' && inner.trim() === ''))
      continue
    const name = alias ?? relation
    if (seen.has(name)) return `${table}_${name}_${depth}`
    seen.add(name)
    const nested = repeatedEmbed(inner, relation, depth + 1)
    if (nested) return nested
  }
  return null
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** The comma-separated items of one select level (commas inside parentheses or quotes stay). */
function splitTopLevel(select: string): string[] {
  const items: string[] = []
  let depth = 0
  let quoted = false
  let start = 0
  for (let i = 0; i < select.length; i++) {
    const char = select[i]
    if (char === '"') quoted = !quoted
    else if (quoted) continue
    else if (char === '(') depth++
    else if (char === ')') depth--
    else if (char === ',' && depth === 0) {
      items.push(select.slice(start, i).trim())
      start = i + 1
    }
  }
  items.push(select.slice(start).trim())
  return items
}

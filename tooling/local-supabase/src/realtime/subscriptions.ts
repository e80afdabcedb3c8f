/**
 * A channel's postgres_changes bindings, subscribed as Realtime subscribes them
 * (`Extensions.PostgresCdcRls.handle_after_connect`): every binding is parsed first, then checked
 * against the database in order, all or nothing — upstream inserts them in one transaction that
 * one bad binding rolls back. A failure never refuses the join: the channel joins, and the caller
 * sends the reason as a `system` message with `status: "error"` (see session.ts).
 */
import { type ChangeSubscription } from './channel-join.ts'
import { type RealtimeDb } from './db.ts'
import { inspectPretty, inspectString, inspectValue } from './elixir-inspect.ts'
import { type Condition, FilterError, parseFilter } from './filter-parse.ts'

type Params = Record<string, unknown>
type Parsed = Omit<ChangeSubscription, 'id'>

class SubscriptionError extends Error {}

const NO_PARAMS =
  'No subscription params provided. Please provide at least a `schema` or `table` to subscribe to: '

/** Unknown or missing events mean every event upstream (`action_filter/1`). */
function actionFilter(event: unknown): ChangeSubscription['event'] {
  const upper = typeof event === 'string' ? event.toUpperCase() : '*'
  return upper === 'INSERT' || upper === 'UPDATE' || upper === 'DELETE' ? upper : '*'
}

function parseSelect(select: unknown): string[] | undefined {
  if (typeof select === 'string')
    throw new SubscriptionError(
      'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]',
    )
  if (!Array.isArray(select)) return undefined
  const columns = select.filter((c): c is string => typeof c === 'string')
  return columns.length > 0 ? columns : undefined
}

/** `Subscriptions.parse_subscription_params/1`, clause by clause. */
function parseParams(params: Params): Parsed {
  const event = actionFilter(params.event)
  const select = parseSelect(params.select)
  const { schema, table, filter } = params
  const has = (key: string) => Object.hasOwn(params, key)
  let target: [string, string, Condition[]]
  if (typeof schema === 'string' && typeof table === 'string' && typeof filter === 'string') {
    try {
      target = [schema, table, parseFilter(filter)]
    } catch (error) {
      if (!(error instanceof FilterError)) throw error
      throw new SubscriptionError(`Error parsing \`filter\` params: ${error.message}`)
    }
  } else if (typeof schema === 'string' && typeof table === 'string' && !has('filter'))
    target = [schema, table, []]
  else if (typeof schema === 'string' && !has('table') && !has('filter')) target = [schema, '*', []]
  else if (typeof table === 'string' && !has('schema') && !has('filter'))
    target = ['public', table, []]
  else if (has('user_token') || has('auth_token'))
    throw new SubscriptionError(`${NO_PARAMS}<redacted>`)
  else throw new SubscriptionError(`${NO_PARAMS}${inspectValue(params)}`)
  const [s, t, conditions] = target
  if (select && (s === '*' || t === '*'))
    throw new SubscriptionError(
      'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.',
    )
  return { event, schema: s, table: t, conditions, select }
}

/** `params_to_log/1`: what upstream's messages show of a binding. */
function describe(sub: Parsed): string {
  const filters = sub.conditions.map(
    (c) =>
      `{${[c.column, c.op, c.value].map(inspectString).join(', ')}, ${c.negate ? 'true' : 'false'}}`,
  )
  const select = sub.select ? sub.select.map(inspectString) : null
  return `event: ${sub.event}, schema: ${sub.schema}, table: ${sub.table}, filters: ${inspectPretty(filters)}, select: ${inspectPretty(select)}`
}

/** Postgrex's `Exception.message/1`: `ERROR 22P02 (invalid_text_representation) …`. */
function postgresMessage(error: unknown): string {
  const { code, severity, message } = error as { code?: string; severity?: string; message: string }
  return code ? `${severity ?? 'ERROR'} ${code} (${conditionName(code)}) ${message}` : message
}

const CONDITIONS: Record<string, string> = {
  P0001: 'raise_exception',
  '22P02': 'invalid_text_representation',
  '22007': 'invalid_datetime_format',
  '22008': 'datetime_field_overflow',
  '22003': 'numeric_value_out_of_range',
  '22001': 'string_data_right_truncation',
  '22021': 'character_not_in_repertoire',
  '22023': 'invalid_parameter_value',
  '2201B': 'invalid_regular_expression',
  '42704': 'undefined_object',
  '42804': 'datatype_mismatch',
  '42883': 'undefined_function',
  '0A000': 'feature_not_supported',
}
const conditionName = (code: string) => CONDITIONS[code] ?? code

async function check(db: RealtimeDb, role: string, sub: Parsed): Promise<void> {
  const filters = sub.conditions.map(({ column, op, value }) => ({
    column_name: column,
    op,
    value,
  }))
  let tables: number
  try {
    const { rows } = await db.query<{ tables: number }>(
      'select realtime.check_subscription($1, $2, $3, $4::jsonb, $5::text[]) as tables',
      [sub.schema, sub.table, role, JSON.stringify(filters), sub.select ?? null],
    )
    tables = rows[0]?.tables ?? 0
  } catch (error) {
    throw new SubscriptionError(
      `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [${describe(sub)}]. Exception: ${postgresMessage(error)}`,
    )
  }
  if (tables === 0)
    throw new SubscriptionError(
      `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${describe(sub)}]`,
    )
}

/** The subscriptions, or none and the reason upstream's `system` error gives. */
export async function subscribe(
  db: RealtimeDb,
  role: string,
  bindings: { params: Params; id: number }[],
): Promise<{ subs: ChangeSubscription[]; error: string | undefined }> {
  try {
    const parsed = bindings.map(({ params, id }) => ({ ...parseParams(params), id }))
    for (const sub of parsed) await check(db, role, sub)
    return { subs: parsed, error: undefined }
  } catch (error) {
    if (!(error instanceof SubscriptionError)) throw error
    return { subs: [], error: error.message }
  }
}

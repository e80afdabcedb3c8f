import type { PGlite } from '@electric-sql/pglite'
import type { PgliteConnection } from '@supabase/lite/pglite'

/** PostgREST's `db-tx-end`: whether `Prefer: tx=commit|rollback` is honoured, and the default. */
export type TxEnd = 'commit' | 'commit-allow-override' | 'rollback' | 'rollback-allow-override'

export type PostgrestSettings = { txEnd: TxEnd; aggregates: boolean; plan: boolean }

/** What the REST shims need: current settings (reloaded on NOTIFY), lite's connection, the default schema. */
export type PostgrestState = {
  settings: PostgrestSettings
  connection: PgliteConnection
  defaultSchema: string
}

const TX_END = new Set<string>([
  'commit',
  'commit-allow-override',
  'rollback',
  'rollback-allow-override',
])

/**
 * PostgREST's in-database configuration: `alter role authenticator set pgrst.<name> = …`
 * (https://docs.postgrest.org/en/stable/references/configuration.html#in-database-configuration),
 * which it reads at start and on `notify pgrst, 'reload config'`. Absent settings are PostgREST's
 * defaults (commit; aggregates and plans off), which are also hosted Supabase's.
 */
export async function readPostgrestSettings(db: PGlite): Promise<PostgrestSettings> {
  const { rows } = await db.query<{ name: string; value: string }>(
    `select split_part(setting, '=', 1) as name, substr(setting, strpos(setting, '=') + 1) as value
       from pg_db_role_setting s join pg_roles r on r.oid = s.setrole, unnest(s.setconfig) setting
      where r.rolname = 'authenticator' and setting like 'pgrst.%'`,
  )
  const get = (name: string) => rows.find((row) => row.name === `pgrst.${name}`)?.value
  const txEnd = get('db_tx_end') ?? 'commit'
  return {
    txEnd: TX_END.has(txEnd) ? (txEnd as TxEnd) : 'commit',
    aggregates: get('db_aggregates_enabled') === 'true',
    plan: get('db_plan_enabled') === 'true',
  }
}

/**
 * Whether this request's transaction ends in a rollback, and the `tx=` PostgREST reports as
 * applied (none when the preference was not honoured).
 */
export function txOutcome(txEnd: TxEnd, prefer: string | null) {
  const asked = /(?:^|[,\s])tx=(commit|rollback)\b/.exec(prefer ?? '')?.[1]
  const fallback = txEnd.startsWith('rollback') ? 'rollback' : 'commit'
  const honoured = asked !== undefined && txEnd.endsWith('allow-override')
  return {
    rollback: (honoured ? asked : fallback) === 'rollback',
    applied: honoured ? asked : undefined,
  }
}

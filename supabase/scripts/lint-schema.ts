/**
 * Schema lints (splinter-style advisors of our own) over the migrated schema: starts the local
 * backend in memory with supabase/migrations, runs every lint, prints the findings.
 * Exit code 1 on any finding not in supabase/schema-lints.allow.json, or on a stale entry there.
 *
 *   pnpm db:lint            # from the repo root
 *   pnpm lint:schema --json # from supabase/: the report as JSON
 */
import { startLocalSupabase } from '@teamboard/local-supabase'
import { contextFor, formatFindings, lintSchema, loadAllowList } from './schema-lints/index.ts'

const json = process.argv.includes('--json')
const backend = await startLocalSupabase({
  seed: false,
  realtime: false,
  functions: false,
  quiet: true,
})
try {
  const report = await lintSchema(contextFor(backend), await loadAllowList())
  console.log(json ? JSON.stringify(report, null, 2) : formatFindings(report))
  process.exitCode = report.findings.length + report.unusedEntries.length > 0 ? 1 : 0
} finally {
  await backend.stop()
}

import { type AllowEntry, isAllowed } from './allow-list.ts'
import { lints } from './all-lints.ts'
import type { Finding, LintContext } from './types.ts'

export type LintReport = {
  /** Findings the allow-list does not excuse: each one fails CI. */
  findings: Finding[]
  /** Findings excused by an allow-list entry, with its reason. */
  allowed: (Finding & { reason: string })[]
  /** Entries that matched nothing: stale exceptions fail CI too, so the list cannot rot. */
  unusedEntries: AllowEntry[]
}

const LEVEL_ORDER = { ERROR: 0, WARN: 1, INFO: 2 } as const

/** Runs every lint against the connected database and applies the allow-list. */
export async function lintSchema(
  context: LintContext,
  allowList: AllowEntry[] = [],
): Promise<LintReport> {
  const all: Finding[] = []
  for (const lint of lints) {
    // `run` is left out of the finding, never called unbound.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const { run: _run, ...shared } = lint
    for (const found of await lint.run(context)) all.push({ ...shared, ...found })
  }
  all.sort(
    (a, b) =>
      LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] ||
      a.name.localeCompare(b.name) ||
      a.object.localeCompare(b.object),
  )
  const used = new Set<AllowEntry>()
  const report: LintReport = { findings: [], allowed: [], unusedEntries: [] }
  for (const finding of all) {
    const entry = allowList.find((candidate) => isAllowed(finding, candidate))
    if (entry) {
      used.add(entry)
      report.allowed.push({ ...finding, reason: entry.reason })
    } else report.findings.push(finding)
  }
  // Also catches a misspelt lint name or object: an entry must match a finding to count.
  report.unusedEntries = allowList.filter((entry) => !used.has(entry))
  return report
}

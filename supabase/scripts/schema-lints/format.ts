import type { LintReport } from './runner.ts'

/** Splinter-like text: one block per finding (name, level, detail, remediation). */
export function formatFindings(report: LintReport): string {
  const lines: string[] = []
  for (const f of report.findings) {
    lines.push(
      `${f.level.padEnd(5)} ${f.name} (${f.categories.join(', ')}) — ${f.title}`,
      `      ${f.detail}`,
      `      fix: ${f.remediation}`,
      '',
    )
  }
  for (const entry of report.unusedEntries) {
    lines.push(
      `ERROR stale allow-list entry: ${entry.lint} on ${entry.object} matches no finding; remove it.`,
      '',
    )
  }
  const failures = report.findings.length + report.unusedEntries.length
  lines.push(
    failures === 0
      ? `Schema lints: no findings (${report.allowed.length} allowed by supabase/schema-lints.allow.json).`
      : `Schema lints: ${report.findings.length} finding(s), ${report.unusedEntries.length} stale allow-list entr${report.unusedEntries.length === 1 ? 'y' : 'ies'}, ${report.allowed.length} allowed.`,
  )
  return lines.join('\n')
}

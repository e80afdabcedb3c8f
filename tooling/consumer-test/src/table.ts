import type { AppResult, Step } from './apps.ts'

const steps: Step[] = ['install', 'typecheck', 'run', 'build']

function cell(result: AppResult, step: Step): string {
  const outcome = result.steps[step]
  if (!outcome) return '—'
  return `${outcome.passed ? 'pass' : 'FAIL'} ${outcome.seconds.toFixed(0)}s`
}

/** Markdown table: one row per peer set, the versions it installed, and each step's outcome. */
export function table(results: AppResult[], peers: string[]): string {
  const header = ['peer set', ...peers, ...steps]
  const rows = results.map((r) => [
    r.label,
    ...peers.map((p) => r.versions[p] ?? '—'),
    ...steps.map((s) => cell(r, s)),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

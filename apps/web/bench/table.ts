/** Rows as one aligned two-column table. */
export function printTable(rows: [string, string][]): void {
  const width = Math.max(...rows.map(([label]) => label.length))
  const valueWidth = Math.max(...rows.map(([, value]) => value.length))
  const line = `+${'-'.repeat(width + 2)}+${'-'.repeat(valueWidth + 2)}+`
  console.log(line)
  console.log(`| ${'board bench'.padEnd(width)} | ${''.padEnd(valueWidth)} |`)
  console.log(line)
  for (const [label, value] of rows)
    console.log(`| ${label.padEnd(width)} | ${value.padStart(valueWidth)} |`)
  console.log(line)
}

export function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ??
    NaN
  const round = (ms: number) => Math.round(ms * 10) / 10
  return { p50Ms: round(at(50)), p95Ms: round(at(95)) }
}

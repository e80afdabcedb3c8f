export function percentile(sorted: number[], p: number): number {
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ??
    Number.NaN
  )
}

export const round = (ms: number) => Math.round(ms * 100) / 100

export function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  return { p50Ms: round(percentile(sorted, 50)), p95Ms: round(percentile(sorted, 95)) }
}

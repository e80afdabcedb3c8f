// The benches' sizes, overridable for a quicker look (`pnpm bench` uses the defaults).
export const TASKS = Number(process.env.BENCH_SEARCH_TASKS ?? 10_000)
export const COMMENTS = Number(process.env.BENCH_SEARCH_COMMENTS ?? 50_000)
export const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 60)
export const IMPORT_CARDS = Number(process.env.BENCH_IMPORT_CARDS ?? 5_000)

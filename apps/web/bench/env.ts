/** The bench's knobs, read in one place. */
export function benchEnv() {
  return {
    chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    moves: Number(process.env.BENCH_MOVES ?? 100),
    // bench/board.ts: the board's size (1 000; 5 000 for the paged board's load figures).
    tasks: Number(process.env.BENCH_TASKS ?? 1_000),
    // bench/board.ts: the backend's supabase/ dir (migrations, functions); compare.ts points it
    // at each side's checkout. This checkout's by default.
    supabaseDir: process.env.BENCH_SUPABASE_DIR || undefined,
    loads: Number(process.env.BENCH_LOADS ?? 10),
    comments: Number(process.env.BENCH_COMMENTS ?? 50),
    // bench/notify.ts: comments on the task 50 people watch.
    notifyComments: Number(process.env.BENCH_NOTIFY_COMMENTS ?? 20),
    // bench/pages.ts: Lighthouse runs per page (the median is shown) and the board's size.
    lighthouseRuns: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
    boardTasks: Number(process.env.BENCH_BOARD_TASKS ?? 100),
    // bench/pages.ts: only the pages named here (e.g. `/w/[slug]`), and a dir to keep each run's
    // whole Lighthouse report in (its LCP breakdown and trace-based audits say where time went).
    pages: (process.env.BENCH_PAGES ?? '').split(',').filter(Boolean),
    lighthouseReports: process.env.BENCH_LIGHTHOUSE_REPORTS ?? '',
    // bench/compare.ts: the other checkout (its own install and e2e build) and the runs per side.
    beforeDir: process.env.BENCH_BEFORE_DIR ?? '',
    rounds: Number(process.env.BENCH_ROUNDS ?? 2),
    // bench/analyze.ts: the analyzer snapshot's name and the routes to summarise.
    analyzeSnapshot: process.env.ANALYZE_SNAPSHOT ?? 'latest',
    // bench/session-expiry.ts: the backend's `jwt_expiry` values (s) to run the spec at.
    jwtExpiries: (process.env.BENCH_JWT_EXPIRY ?? '30,120').split(',').map(Number),
    analyzeRoutes: (
      process.env.ANALYZE_ROUTES ?? '/,/sign-in,/sign-up,/forgot-password,/w,/w/[slug],/account'
    )
      .split(',')
      .filter(Boolean),
  }
}

/** The shell's environment plus `extra`, for a child process that needs both (e.g. the e2e ports). */
export function shellEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra }
}

/** The bench's knobs, read in one place. */
export function benchEnv() {
  return {
    chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    moves: Number(process.env.BENCH_MOVES ?? 100),
    loads: Number(process.env.BENCH_LOADS ?? 10),
    comments: Number(process.env.BENCH_COMMENTS ?? 50),
  }
}

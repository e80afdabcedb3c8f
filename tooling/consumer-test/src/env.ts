/** The test's own settings (README.md). */
export function settings(): { npmCache: string | undefined; keep: boolean } {
  return {
    npmCache: process.env.CONSUMER_TEST_NPM_CACHE || undefined,
    keep: Boolean(process.env.CONSUMER_TEST_KEEP),
  }
}

/** The environment the scratch apps' commands start from (filtered by exec.ts). */
export function inheritedEnv(): NodeJS.ProcessEnv {
  return { ...process.env }
}

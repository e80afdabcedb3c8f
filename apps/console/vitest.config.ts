import { teamboardVitest } from '@teamboard/vitest-config'
import { mergeConfig } from 'vitest/config'

// Unit tests next to the code, plus the bundle check (test/bundle.test.ts reads dist/, which
// turbo builds first: apps/console/turbo.json makes `test` depend on this package's build).
export default mergeConfig(teamboardVitest('unit'), {
  test: { include: ['src/**/*.test.{ts,tsx}', 'test/bundle.test.ts'] },
})

import { teamboardVitest } from '@teamboard/vitest-config'
import { mergeConfig } from 'vitest/config'

// The real-Postgres lane (tests-pg/README.md): one PostgreSQL server started by the global setup,
// a database per test file.
export default mergeConfig(teamboardVitest('integration'), {
  test: {
    include: ['tests-pg/**/*.test.ts'],
    globalSetup: ['tests-pg/global-setup.ts'],
  },
})

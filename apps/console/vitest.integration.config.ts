import { teamboardVitest } from '@teamboard/vitest-config'
import { mergeConfig } from 'vitest/config'

export default mergeConfig(teamboardVitest('integration'), {
  test: { include: ['test/**/*.test.ts'], exclude: ['test/bundle.test.ts'] },
})

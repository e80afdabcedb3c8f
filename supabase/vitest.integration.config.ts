import { teamboardVitest } from '@teamboard/vitest-config'
import { mergeConfig } from 'vitest/config'

export default mergeConfig(teamboardVitest('integration'), {
  test: { include: ['tests/**/*.test.ts'] },
})

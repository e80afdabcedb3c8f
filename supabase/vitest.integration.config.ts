import { teamboardVitest } from '@teamboard/vitest-config'
import { mergeConfig } from 'vitest/config'

export default mergeConfig(teamboardVitest('integration'), {
  test: {
    include: ['tests/**/*.test.ts'],
    // Two files at a time: the notification files spend minutes waiting for the real batching
    // window and retry backoff (notify-delivery.test.ts), and a second file uses that time. Each
    // file still has a backend of its own (docs/decisions/test-lanes.md).
    maxWorkers: 2,
  },
})

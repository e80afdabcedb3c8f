import { teamboardVitest } from '@teamboard/vitest-config'
import { mergeConfig } from 'vitest/config'

// Type tests run through vitest's typecheck mode, which shells out to the `tsc` binary —
// with TS 7 that is the native compiler, which accepts the flags vitest passes.
export default mergeConfig(teamboardVitest('unit'), {
  test: {
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
})

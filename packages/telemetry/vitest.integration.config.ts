import { teamboardVitest } from '@teamboard/vitest-config'
import { mergeConfig } from 'vitest/config'

// Each file starts Sentry in-process: a process of its own per file keeps one file's SDK state
// away from the next.
export default mergeConfig(teamboardVitest('integration'), { test: { isolate: true } })

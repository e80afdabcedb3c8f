import { teamboardVitest } from '@teamboard/vitest-config'

// Each file starts Sentry in-process; forks keep one file's SDK state away from the next.
export default teamboardVitest('integration')

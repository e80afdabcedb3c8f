import { teamboardVitest } from '@teamboard/vitest-config'

export default teamboardVitest('unit')

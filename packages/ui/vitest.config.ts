import { teamboardVitest } from '@teamboard/vitest-config'
import { mergeConfig } from 'vitest/config'

// Components are rendered with react-dom/server and the markup is inspected in a DOM.
export default mergeConfig(teamboardVitest('unit'), { test: { environment: 'happy-dom' } })

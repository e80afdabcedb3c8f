import { react } from '@teamboard/eslint-config/react'

export default [...react, { ignores: ['dist/**', 'test-results/**', 'playwright-report/**'] }]

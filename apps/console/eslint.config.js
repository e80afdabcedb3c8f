import { react } from '@teamboard/eslint-config/react'

export default [
  ...react,
  { ignores: ['dist/**', 'dist-e2e/**', 'test-results/**', 'playwright-report/**'] },
]

import { react } from '@teamboard/eslint-config/react'

export default [
  ...react(import.meta.dirname),
  { ignores: ['dist/**', 'test-results/**', 'playwright-report/**'] },
]

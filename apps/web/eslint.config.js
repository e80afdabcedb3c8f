import { next } from '@teamboard/eslint-config/next'

export default [
  ...next(import.meta.dirname),
  { ignores: ['.next-e2e*/**', '.next-analyze/**', 'test-results/**', 'playwright-report/**'] },
]

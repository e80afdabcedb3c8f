// @teamboard/vitest-config ships plain JS without declarations; remove once tooling/vitest has an index.d.ts.
declare module '@teamboard/vitest-config' {
  import type { UserConfig } from 'vitest/config'
  export function teamboardVitest(kind?: 'unit' | 'integration'): UserConfig
}

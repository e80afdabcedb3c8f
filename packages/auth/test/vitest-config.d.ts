// tooling/vitest ships plain JS without declarations; remove once it has an index.d.ts.
declare module '@teamboard/vitest-config' {
  import type { ViteUserConfig } from 'vitest/config'
  export function teamboardVitest(kind?: 'unit' | 'integration'): ViteUserConfig
}

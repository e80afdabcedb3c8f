import type { ViteUserConfig } from 'vitest/config'

/** Shared vitest defaults: `'unit'` runs `src/**\/*.test.ts(x)`, `'integration'` runs `test/**\/*.test.ts`. */
export declare function teamboardVitest(kind?: 'unit' | 'integration'): ViteUserConfig

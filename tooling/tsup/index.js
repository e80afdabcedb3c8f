/**
 * The build every library shares: ESM for modern runtimes, one file per entry so `dist` mirrors
 * `src`. Declarations come from `tsc -p tsconfig.build.json` instead of tsup's `dts`, because
 * TS 7 has no JS API for it. A package's configs build in parallel, so its build script empties
 * `dist` first and tsup's `clean` (which would race) stays off.
 *
 * @param {import('tsup').Options['external']} external what stays an import (peers, deps)
 * @returns {import('tsup').Options}
 */
export function libraryOptions(external) {
  return {
    format: ['esm'],
    target: 'es2023',
    platform: 'neutral',
    outDir: 'dist',
    dts: false,
    clean: false,
    sourcemap: true,
    splitting: true,
    treeshake: false,
    external,
  }
}

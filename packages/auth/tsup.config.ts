import { defineConfig, type Options } from 'tsup'

const shared: Options = {
  format: ['esm'],
  target: 'es2023',
  platform: 'neutral',
  outDir: 'dist',
  // Declarations come from `tsc -p tsconfig.build.json` (TS 7 has no JS API for tsup's dts).
  dts: false,
  // The build script empties dist first: the two configs build in parallel, so tsup's `clean` would race.
  clean: false,
  sourcemap: true,
  splitting: true,
  treeshake: false,
  external: [/^@supabase\//, /^@teamboard\//, /^next(\/|$)/, /^react(\/|$)/, 'zod'],
}

export default defineConfig([
  {
    ...shared,
    // dist mirrors src so each entry's .js sits next to the .d.ts tsc emits for it.
    entry: {
      index: 'src/index.ts',
      redirect: 'src/redirect.ts',
      'session-events': 'src/session-events.ts',
      'server/index': 'src/server/index.ts',
    },
  },
  {
    ...shared,
    // A build of its own so no chunk is shared with server entries; esbuild keeps the entry's
    // "use client" directive at the top of dist/react/index.js (checked by the smoke script).
    entry: { 'react/index': 'src/react/index.ts' },
  },
])

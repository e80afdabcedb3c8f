import { libraryOptions } from '@teamboard/tsup-config'
import { defineConfig } from 'tsup'

const shared = libraryOptions([/^@supabase\//, /^@teamboard\//, /^next(\/|$)/, /^react(\/|$)/])

export default defineConfig([
  {
    ...shared,
    // dist mirrors src so each entry's .js sits next to the .d.ts tsc emits for it.
    entry: {
      index: 'src/index.ts',
      redirect: 'src/redirect.ts',
      'session-events': 'src/session-events.ts',
      'server/index': 'src/server/index.ts',
      'server/pages': 'src/server/pages.ts',
    },
  },
  {
    ...shared,
    // A build of its own so no chunk is shared with server entries; esbuild keeps the entry's
    // "use client" directive at the top of dist/react/index.js (checked by the smoke script).
    entry: { 'react/index': 'src/react/index.ts' },
  },
])

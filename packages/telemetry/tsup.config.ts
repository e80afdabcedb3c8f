import { libraryOptions } from '@teamboard/tsup-config'
import { defineConfig } from 'tsup'

const shared = libraryOptions([
  /^@sentry\//,
  /^@supabase\//,
  /^next(\/|$)/,
  'react',
  'zod',
  /^node:/,
])

export default defineConfig([
  {
    ...shared,
    // dist mirrors src so each entry's .js sits next to the .d.ts tsc emits for it.
    entry: { index: 'src/index.ts', server: 'src/server.ts', edge: 'src/edge.ts' },
  },
  // Separate builds so nothing is shared as a chunk with the client entry: esbuild keeps the
  // entry's own "use client" at the top of dist/client.js only when it is not split away.
  { ...shared, entry: { client: 'src/client.ts' } },
  // The loader imports the client entry lazily: './client.js' stays an import of dist/client.js
  // (a chunk of its own in the app), never a copy inside dist/browser.js.
  {
    ...shared,
    entry: { browser: 'src/browser.ts' },
    external: [...(shared.external ?? []), './client.js'],
  },
  { ...shared, platform: 'node', entry: { 'testing/index': 'src/testing/index.ts' } },
])

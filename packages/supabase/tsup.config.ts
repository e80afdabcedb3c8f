import { libraryOptions } from '@teamboard/tsup-config'
import { defineConfig } from 'tsup'

const shared = libraryOptions([
  /^@supabase\//,
  /^next(\/|$)/,
  'react',
  'server-only',
  'zod',
  'fractional-indexing',
])

export default defineConfig([
  {
    ...shared,
    // dist mirrors src so each entry's .js sits next to the .d.ts tsc emits for it.
    entry: {
      index: 'src/index.ts',
      env: 'src/env.ts',
      'clients/server': 'src/clients/server.ts',
      'clients/proxy': 'src/clients/proxy.ts',
      'clients/pages': 'src/clients/pages.ts',
      'clients/service': 'src/clients/service.ts',
      'clients/admin': 'src/clients/admin.ts',
      'errors/index': 'src/errors/index.ts',
      'schemas/index': 'src/schemas/index.ts',
      'schemas/auth': 'src/schemas/auth.ts',
      'schemas/labels': 'src/schemas/labels.ts',
      'queries/index': 'src/queries/index.ts',
      'mutations/index': 'src/mutations/index.ts',
      'realtime/index': 'src/realtime/index.ts',
    },
  },
  {
    ...shared,
    // A build of its own so no chunk is shared with server entries; esbuild keeps the entry's
    // own "use client" directive at the top of dist/clients/browser.js (checked by the smoke script).
    // The session and Realtime clients are entries of the same build, so all share one module (one
    // session).
    entry: {
      'clients/browser': 'src/clients/browser.ts',
      'clients/session': 'src/clients/session.ts',
      'clients/realtime': 'src/clients/realtime.ts',
    },
  },
])

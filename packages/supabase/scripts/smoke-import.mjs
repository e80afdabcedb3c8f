// Imports every built entry the way another internal app would: plain Node ESM, no bundler.
// `./service` is guarded by `server-only`, which throws outside the `react-server` condition,
// so it is imported in a child process with that condition (as Next's server layer does).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const entries = {
  '@teamboard/supabase': ['Constants', 'positionBetween'],
  '@teamboard/supabase/env': ['publicEnv', 'serverEnv'],
  '@teamboard/supabase/server': ['createServerClient'],
  '@teamboard/supabase/server/pages': ['createPagesServerClient'],
  '@teamboard/supabase/proxy': ['updateSession'],
  '@teamboard/supabase/admin': ['createAdminClient'],
  '@teamboard/supabase/errors': ['toAppError', 'toAppErrorAsync', 'errorCatalogue'],
  '@teamboard/supabase/schemas': ['emailSchema', 'passwordSchema', 'slugSchema'],
  '@teamboard/supabase/queries': ['getProfile', 'avatarUrl', 'listBoardTasks'],
  '@teamboard/supabase/mutations': ['updateProfile', 'uploadAvatar', 'createTask', 'moveTask'],
  '@teamboard/supabase/realtime': ['subscribeToWorkspaceTasks', 'joinBoardPresence'],
  '@teamboard/supabase/client': [
    'createBrowserClient',
    'createBrowserDataClient',
    'createBrowserSessionClient',
  ],
  '@teamboard/supabase/client/session': ['createBrowserSessionClient'],
  '@teamboard/supabase/client/realtime': ['createBrowserRealtimeClient'],
}

for (const [specifier, names] of Object.entries(entries)) {
  const mod = await import(specifier)
  for (const name of names) {
    if (!(name in mod)) throw new Error(`${specifier} does not export ${name}`)
  }
  console.log(`ok  ${specifier}`)
}

for (const entry of ['browser', 'session', 'realtime']) {
  const client = readFileSync(new URL(`../dist/clients/${entry}.js`, import.meta.url), 'utf8')
  if (!/^["']use client["'];?\n/.test(client))
    throw new Error(`dist/clients/${entry}.js lost its "use client" directive`)
  console.log(`ok  "use client" is the first line of dist/clients/${entry}.js`)
}

const probe =
  "const m = await import('@teamboard/supabase/service'); if (typeof m.createServiceClient !== 'function') process.exit(1)"
execFileSync(process.execPath, ['--conditions=react-server', '--input-type=module', '-e', probe], {
  stdio: 'inherit',
})
console.log('ok  @teamboard/supabase/service (react-server condition)')

try {
  execFileSync(process.execPath, ['--input-type=module', '-e', probe], { stdio: 'pipe' })
  throw new Error(
    '@teamboard/supabase/service imported outside react-server; the server-only guard is gone',
  )
} catch (error) {
  if (!String(error.stderr).includes('cannot be imported from a Client Component')) throw error
  console.log(
    'ok  @teamboard/supabase/service refuses to load outside react-server (server-only guard)',
  )
}

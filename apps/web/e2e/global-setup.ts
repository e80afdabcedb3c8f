import { startLocalSupabase } from '@teamboard/local-supabase'
import { E2E_SUPABASE_PORT, e2eEnv } from './e2e-env.ts'

/** Starts the real local backend (in memory, seeded) on the e2e port and stops it after the run. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const backend = await startLocalSupabase({ port: E2E_SUPABASE_PORT, quiet: true })
  // The build inlined e2e-env's keys; a backend with other keys would reject every request.
  const env = e2eEnv()
  if (
    backend.publishableKey !== env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ||
    backend.secretKey !== env.SUPABASE_SECRET_KEY
  ) {
    await backend.stop()
    throw new Error(
      'e2e-env.ts keys differ from @teamboard/local-supabase DEV keys; update e2e-env.ts.',
    )
  }
  // Workers inherit the runner's environment: specs read auth emails through the mailbox API.
  process.env.E2E_MAILBOX_URL = backend.mailbox.url
  return () => backend.stop()
}

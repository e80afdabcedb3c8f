import { startLocalSupabase } from '@teamboard/local-supabase'
import { E2E_SUPABASE_PORT, PUBLISHABLE_KEY, SECRET_KEY, publishMailboxUrl } from './env.ts'

/** The real local backend (in memory, functions on) on the console's e2e port. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const backend = await startLocalSupabase({
    port: E2E_SUPABASE_PORT,
    seed: false,
    realtime: false,
    quiet: true,
  })
  if (backend.publishableKey !== PUBLISHABLE_KEY || backend.secretKey !== SECRET_KEY) {
    await backend.stop()
    throw new Error(
      'e2e/env.ts keys differ from @teamboard/local-supabase DEV keys; update env.ts.',
    )
  }
  publishMailboxUrl(backend.mailbox.url)
  return () => backend.stop()
}

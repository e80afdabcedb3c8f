import { startLocalSupabase } from '@teamboard/local-supabase'
import { E2E_SUPABASE_PORT, e2eEnv, publishMailboxUrl } from './env.ts'
import { startSqlBridge } from './sql-bridge.ts'

/** Starts the real local backend (in memory, seeded) on the e2e port and stops it after the run. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const backend = await startLocalSupabase({ port: E2E_SUPABASE_PORT, quiet: true })
  // The build inlined env.ts's keys; a backend with other keys would reject every request.
  const env = e2eEnv()
  if (
    backend.publishableKey !== env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ||
    backend.secretKey !== env.SUPABASE_SECRET_KEY
  ) {
    await backend.stop()
    throw new Error('env.ts keys differ from @teamboard/local-supabase DEV keys; update env.ts.')
  }
  // The seed points the notify-mail cron job at the dev port; this backend serves on another.
  await backend.sql(
    `select vault.update_secret((select id from vault.secrets where name = 'notify_url'), $1)`,
    [`${backend.url}/functions/v1/notify`],
  )
  publishMailboxUrl(backend.mailbox.url)
  const stopBridge = await startSqlBridge(backend)
  return async () => {
    await stopBridge()
    await backend.stop()
  }
}

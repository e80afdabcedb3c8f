import { createServer } from 'node:http'
import { loadConfig, projectPaths, startLocalSupabase } from '@teamboard/local-supabase'
import {
  CONSOLE_URL,
  E2E_CAPTURE_PORT,
  E2E_SUPABASE_PORT,
  PUBLISHABLE_KEY,
  SECRET_KEY,
  publishMailboxUrl,
} from './env.ts'

/**
 * The real local backend (in memory, functions on) on the e2e port, configured as `./run dev`'s
 * (supabase/config.toml) except for the console's origin, which is this run's port instead of
 * 5180: the staff function's CORS and the redirect allow-list name it, as config.toml names 5180.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const { config } = await loadConfig(projectPaths().configPath)
  const backend = await startLocalSupabase({
    port: E2E_SUPABASE_PORT,
    seed: false,
    quiet: true,
    functionSecrets: { CONSOLE_ORIGINS: CONSOLE_URL },
    auth: {
      additional_redirect_urls: [...(config.auth?.additional_redirect_urls ?? []), CONSOLE_URL],
    },
  })
  if (backend.publishableKey !== PUBLISHABLE_KEY || backend.secretKey !== SECRET_KEY) {
    await backend.stop()
    throw new Error(
      'e2e/env.ts keys differ from @teamboard/local-supabase DEV keys; update env.ts.',
    )
  }
  publishMailboxUrl(backend.mailbox.url)
  const sentry = await sentrySink()
  return async () => {
    sentry.close()
    await backend.stop()
  }
}

/**
 * The web app's e2e build sends its Sentry envelopes through its /monitoring tunnel to the capture
 * port (apps/web/e2e/telemetry-env.ts). Nothing here reads them; this answers as Sentry's ingest
 * does, so the tunnel's answer is not a 500 that the console-error check would report. Each answer
 * closes its connection: a kept-alive socket that this server drops after Node's 5 s
 * `keepAliveTimeout`, just as Next's tunnel proxy reuses it, fails the proxy with ECONNRESET
 * ("socket hang up") and the page then sees a 500.
 */
function sentrySink() {
  const port = E2E_CAPTURE_PORT
  const server = createServer((request, response) => {
    request.resume()
    request.on('end', () =>
      response
        .writeHead(200, { 'content-type': 'application/json', connection: 'close' })
        .end('{}'),
    )
  })
  return new Promise<typeof server>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve(server)),
  )
}

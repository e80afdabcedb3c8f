import { createBrowserClient } from '@teamboard/supabase/client'
import { consoleEnv } from './env'

let client: ReturnType<typeof createBrowserClient> | undefined

/**
 * The package's browser client, given its connection explicitly: outside Next.js there are no
 * NEXT_PUBLIC_* variables for it to read. It keeps the session in cookies (@supabase/ssr), which a
 * static SPA can use as well as localStorage.
 */
export function supabase() {
  const env = consoleEnv()
  client ??= createBrowserClient({
    url: env.VITE_SUPABASE_URL,
    key: env.VITE_SUPABASE_PUBLISHABLE_KEY,
  })
  return client
}

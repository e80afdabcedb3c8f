import {
  createServerClient as createSsrServerClient,
  parseCookieHeader,
  type SetAllCookies,
  serializeCookieHeader,
} from '@supabase/ssr'
import { authCookieOptions, publicEnv } from '../env.js'
import type { Database } from '../types/database.js'
import type { SupabaseConnection, TypedSupabaseClient } from './types.js'

/** The parts of Node's IncomingMessage this reads (Next's `GetServerSidePropsContext['req']`). */
export interface PagesRequest {
  headers: { cookie?: string | undefined }
}

/** The parts of Node's ServerResponse this writes (Next's `GetServerSidePropsContext['res']`). */
export interface PagesResponse {
  getHeader(name: string): number | string | string[] | undefined
  setHeader(name: string, value: number | string | readonly string[]): unknown
}

export interface PagesServerClient {
  supabase: TypedSupabaseClient
  /**
   * Puts the session cookies the client wrote (a refresh, or a definite sign-out) and their
   * no-store cache headers on the response. Call it once the session check has a definite answer;
   * skip it after a transient failure, as the proxy does, so a hiccup never clears the cookies.
   */
  commitCookies: () => void
}

type CookieWrite = Parameters<SetAllCookies>[0][number]

function setCookieHeaders(res: PagesResponse): string[] {
  const current = res.getHeader('set-cookie')
  if (current === undefined) return []
  return Array.isArray(current) ? [...current] : [String(current)]
}

/**
 * For the Pages Router (`getServerSideProps`, API routes) and any Node `req`/`res`: the session
 * comes from the request's Cookie header, which the proxy has already refreshed for this request.
 * Writes are held until `commitCookies()`, because a failed refresh makes @supabase/ssr write
 * empty cookies and only a definite "the session is gone" may reach the browser (see `./proxy`).
 * One per request.
 */
export function createPagesServerClient(
  { req, res }: { req: PagesRequest; res: PagesResponse },
  connection?: SupabaseConnection,
): PagesServerClient {
  const { url, key } = connection ?? {
    url: publicEnv().NEXT_PUBLIC_SUPABASE_URL,
    key: publicEnv().NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
  }
  let writes: CookieWrite[] = []
  let cacheHeaders: Record<string, string> = {}
  const supabase = createSsrServerClient<Database>(url, key, {
    cookieOptions: authCookieOptions(),
    cookies: {
      getAll() {
        return parseCookieHeader(req.headers.cookie ?? '')
      },
      setAll(cookiesToSet, headers) {
        writes = [...writes, ...cookiesToSet]
        cacheHeaders = { ...cacheHeaders, ...headers }
      },
    },
  })
  function commitCookies() {
    if (writes.length === 0) return
    // Appended: the proxy's response may already carry cookies for this request.
    res.setHeader('set-cookie', [
      ...setCookieHeaders(res),
      ...writes.map(({ name, value, options }) => serializeCookieHeader(name, value, options)),
    ])
    for (const [name, value] of Object.entries(cacheHeaders)) res.setHeader(name, value)
    writes = []
  }
  return { supabase, commitCookies }
}

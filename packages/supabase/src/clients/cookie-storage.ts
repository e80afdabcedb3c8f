import {
  type CookieMethodsServer,
  DEFAULT_COOKIE_OPTIONS,
  combineChunks,
  createChunks,
  isChunkLike,
  parseCookieHeader,
  serializeCookieHeader,
  stringFromBase64URL,
  stringToBase64URL,
} from '@supabase/ssr'
import { authCookieOptions } from './env.js'

// @supabase/ssr's `base64url` cookie encoding, the default of its clients.
const BASE64_PREFIX = 'base64-'

/**
 * The name the session's cookies (`<name>`, or chunks `<name>.0`, `<name>.1`, …) carry:
 * supabase-js's default storage key. Every client is handed it explicitly (`cookieOptions.name`
 * for @supabase/ssr's clients, `storageKey` for the session client), so all of them read one
 * session; test/browser-cookies.test.ts fails if @supabase/ssr's own browser client would
 * write another name, which would sign every page out after an upgrade.
 */
export function authStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`
}

/** `cookieOptions` for @supabase/ssr's clients: our attributes and the session's name. */
export function sessionCookieOptions(url: string) {
  return { ...authCookieOptions(), name: authStorageKey(url) }
}

type CookieMethods = Required<Pick<CookieMethodsServer, 'getAll' | 'setAll'>>

const documentCookies: CookieMethods = {
  getAll: () => parseCookieHeader(document.cookie),
  setAll(cookies) {
    for (const { name, value, options } of cookies)
      document.cookie = serializeCookieHeader(name, value, options)
  },
}

/**
 * The session's storage over cookies, written as @supabase/ssr's browser client writes them
 * (base64url, chunked, stale chunks cleared) from that package's exported helpers only; by
 * default `document.cookie`. For auth-js's `storage` option.
 */
export function createCookieStorage(cookies: CookieMethods = documentCookies) {
  async function names(key: string) {
    return ((await cookies.getAll()) ?? [])
      .map(({ name }) => name)
      .filter((name) => isChunkLike(name, key))
  }
  function removals(names: string[]) {
    const options = { ...DEFAULT_COOKIE_OPTIONS, ...authCookieOptions(), maxAge: 0 }
    return names.map((name) => ({ name, value: '', options }))
  }
  return {
    async getItem(key: string): Promise<string | null> {
      const all = (await cookies.getAll()) ?? []
      const value = await combineChunks(
        key,
        (name) => all.find((cookie) => cookie.name === name)?.value ?? null,
      )
      if (!value?.startsWith(BASE64_PREFIX)) return value
      // Chunks of two different writes decode to nonsense: no session, as @supabase/ssr decides.
      try {
        const decoded = stringFromBase64URL(value.slice(BASE64_PREFIX.length))
        JSON.parse(decoded)
        return decoded
      } catch {
        return null
      }
    },
    async setItem(key: string, value: string): Promise<void> {
      const chunks = createChunks(key, BASE64_PREFIX + stringToBase64URL(value))
      const kept = new Set(chunks.map(({ name }) => name))
      const stale = (await names(key)).filter((name) => !kept.has(name))
      const options = { ...DEFAULT_COOKIE_OPTIONS, ...authCookieOptions() }
      await cookies.setAll(
        [...removals(stale), ...chunks.map(({ name, value }) => ({ name, value, options }))],
        {},
      )
    },
    async removeItem(key: string): Promise<void> {
      const stale = await names(key)
      if (stale.length > 0) await cookies.setAll(removals(stale), {})
    },
  }
}

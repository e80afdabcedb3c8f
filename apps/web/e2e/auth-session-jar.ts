import { createHmac } from 'node:crypto'
import {
  combineChunks,
  createChunks,
  createServerClient,
  stringFromBase64URL,
  stringToBase64URL,
} from '@supabase/ssr'

/**
 * A cookie jar holding a real @supabase/ssr session, as a browser would, for request-level tests
 * of the server helpers: sign in, then rewrite the stored session (expired or forged tokens).
 */
export type Jar = Map<string, string>

export async function signedInJar(
  url: string,
  key: string,
  email: string,
  password: string,
): Promise<Jar> {
  const jar: Jar = new Map()
  const supabase = createServerClient(url, key, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value } of cookies) {
          if (value) jar.set(name, value)
          else jar.delete(name)
        }
      },
    },
  })
  const { error } = await supabase.auth.signInWithPassword({ email, password })
  if (error) throw error
  return jar
}

export function cookieHeader(jar: Jar): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}

function storageKey(jar: Jar): string {
  const name = [...jar.keys()].find((n) => /^sb-.+-auth-token(\.\d+)?$/.test(n))
  if (!name) throw new Error('no auth cookie in the jar')
  return name.replace(/\.\d+$/, '')
}

interface StoredSession {
  access_token: string
  refresh_token: string
  expires_at: number
  [key: string]: unknown
}

export async function readSession(jar: Jar): Promise<StoredSession> {
  const raw = await combineChunks(storageKey(jar), (name) => jar.get(name))
  if (!raw) throw new Error('no session in the jar')
  return JSON.parse(
    raw.startsWith('base64-') ? stringFromBase64URL(raw.slice(7)) : raw,
  ) as StoredSession
}

export function writeSession(jar: Jar, session: StoredSession): Jar {
  const key = storageKey(jar)
  const next: Jar = new Map([...jar].filter(([name]) => !name.startsWith(key)))
  for (const chunk of createChunks(key, `base64-${stringToBase64URL(JSON.stringify(session))}`))
    next.set(chunk.name, chunk.value)
  return next
}

/** Applies a response's Set-Cookie headers (deletions included) to a copy of the jar. */
export function withResponseCookies(jar: Jar, response: Response): Jar {
  const next = new Map(jar)
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';')
    const index = pair.indexOf('=')
    const name = pair.slice(0, index).trim()
    const value = pair.slice(index + 1).trim()
    if (!value || /max-age=0/i.test(header)) next.delete(name)
    else next.set(name, value)
  }
  return next
}

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url')
}

/** The token's own claims, re-signed with `secret` (HS256) and optionally a new `exp`. */
export function resign(
  token: string,
  secret: string,
  claims: Record<string, unknown> = {},
): string {
  const [, payload = ''] = token.split('.')
  const body = {
    ...(JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>),
    ...claims,
  }
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(body))}`
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`
}

/**
 * A signed-in jar whose access token expired a minute ago (re-signed with the backend's dev JWT
 * secret), so the next request must refresh it.
 */
export async function expiredJar(
  url: string,
  key: string,
  email: string,
  password: string,
  jwtSecret: string,
): Promise<Jar> {
  const jar = await signedInJar(url, key, email, password)
  const session = await readSession(jar)
  const past = Math.floor(Date.now() / 1000) - 60
  return writeSession(jar, {
    ...session,
    access_token: resign(session.access_token, jwtSecret, { exp: past }),
    expires_at: past,
  })
}

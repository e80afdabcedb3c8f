/**
 * Open-redirect guard for `?next=` values. It only ever returns a same-origin path: it never
 * looks at request hosts (Host, X-Forwarded-Host, Origin), so a forged header cannot turn a
 * path into another site. Callers build absolute URLs from their own configured origin.
 */

// Browsers strip tabs/newlines inside URLs (`/\t/evil.com` becomes `//evil.com`) and treat `\` as `/`;
// matching control characters is the point of this pattern.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/
const BASE = 'http://teamboard.invalid'
const MAX_DECODE_ROUNDS = 3

export interface SafeRedirectOptions {
  /** Where to go when `next` is missing or unsafe. Trusted: pass a literal path. */
  fallback?: string
}

function decodeFully(value: string): string | undefined {
  let current = value
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let decoded: string
    try {
      decoded = decodeURIComponent(current)
    } catch {
      return undefined
    }
    if (decoded === current) return current
    current = decoded
  }
  // Still changing after several rounds: someone is layering encodings on purpose.
  return decodeURIComponent(current) === current ? current : undefined
}

function looksLikeLocalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !UNSAFE_CHARACTERS.test(value)
}

function normalizedPath(value: string): string | undefined {
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return undefined
  }
  if (url.origin !== BASE) return undefined
  const path = `${url.pathname}${url.search}${url.hash}`
  // `/..//evil.com` normalises to `//evil.com`, which a browser reads as another host.
  return looksLikeLocalPath(path) ? path : undefined
}

/** `next` if it is a same-origin relative path (query and hash kept), otherwise the fallback (`/w`). */
export function safeRedirect(next: unknown, { fallback = '/w' }: SafeRedirectOptions = {}): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > 2048) return fallback
  if (!looksLikeLocalPath(next)) return fallback

  const decoded = decodeFully(next)
  if (decoded === undefined) return fallback
  // Only the path part must stay clean after decoding; an encoded query value is data.
  const decodedPath = decoded.split(/[?#]/, 1)[0] ?? ''
  if (!looksLikeLocalPath(decodedPath) || normalizedPath(decodedPath) === undefined) return fallback

  return normalizedPath(next) ?? fallback
}

/** `/sign-in?next=<current path>` — the page to send a signed-out user to. */
export function signInPath(next?: string | null): string {
  const target = next ? safeRedirect(next, { fallback: '' }) : ''
  return target ? `/sign-in?next=${encodeURIComponent(target)}` : '/sign-in'
}

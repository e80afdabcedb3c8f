// The session's cookie, whole or its first chunk (`sb-<ref>-auth-token`, `….0`). Not the PKCE
// `…-auth-token-code-verifier` a password-reset request leaves behind: it outlives a sign-out, and
// read as a session it reloaded a signed-out page, racing the move to the sign-in page.
const SESSION_COOKIE = /(?:^|;\s*)(sb-[^=]*-auth-token(?:\.\d+)?=[^;]{0,64})/

/** The session cookie in a `document.cookie` string (a short prefix of it), or undefined. */
export function sessionCookieIn(cookies: string): string | undefined {
  return SESSION_COOKIE.exec(cookies)?.[1]
}

import { IncomingMessage } from 'node:http'
import { Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createPagesServerClient } from '../src/clients/pages.js'
import { cookieSessionBackend } from './cookie-session.js'

const signedInCookies = cookieSessionBackend('pages')

/** Node's own request, as getServerSideProps receives it. */
function nodeRequest(jar: Map<string, string>) {
  const req = new IncomingMessage(new Socket())
  const cookie = [...jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ')
  if (cookie) req.headers.cookie = cookie
  return req
}

describe('createPagesServerClient (Pages Router getServerSideProps)', () => {
  it('reads a visitor as signed out', async () => {
    const supabase = await createPagesServerClient({ req: nodeRequest(new Map()) })
    const { data } = await supabase.auth.getClaims()
    expect(data).toBeNull()
  })

  it('reads the session from the Cookie header', async () => {
    const jar = await signedInCookies()
    const supabase = await createPagesServerClient({ req: nodeRequest(jar) })
    // The one-second token may expire under load before a check; the session is what is read.
    const { data } = await supabase.auth.getSession()
    expect(data.session?.user.email).toMatch(/^pages-/)
    expect(data.session?.refresh_token).toBeTruthy()
  })

  it('never refreshes: an expired token is reported as expired and the session is not rotated', async () => {
    const jar = await signedInCookies()
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const supabase = await createPagesServerClient({ req: nodeRequest(jar) })
    const { error } = await supabase.auth.getClaims()
    expect(error?.message).toBe('JWT has expired')
    const { data } = await supabase.auth.getSession()
    expect(data.session?.access_token).toBeTruthy()
    expect(await signedInCookies.refreshTokenCount(jar)).toBe(1)
  })
})

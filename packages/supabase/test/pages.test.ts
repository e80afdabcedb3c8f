import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createPagesServerClient } from '../src/clients/pages.js'
import { cookieSessionBackend } from './cookie-session.js'

const signedInCookies = cookieSessionBackend('pages')

/** Node's own request and response objects, as getServerSideProps receives them. */
function nodeContext(jar: Map<string, string>) {
  const req = new IncomingMessage(new Socket())
  const cookie = [...jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ')
  if (cookie) req.headers.cookie = cookie
  return { req, res: new ServerResponse(req) }
}

const setCookies = (res: ServerResponse) => [res.getHeader('set-cookie') ?? []].flat().map(String)

describe('createPagesServerClient (Pages Router getServerSideProps)', () => {
  it('reads a visitor as signed out and writes nothing', async () => {
    const { req, res } = nodeContext(new Map())
    const { supabase, commitCookies } = createPagesServerClient({ req, res })
    const { data } = await supabase.auth.getClaims()
    commitCookies()
    expect(data).toBeNull()
    expect(setCookies(res)).toEqual([])
  })

  it('reads the session from the Cookie header and sends a refresh only when committed', async () => {
    const jar = await signedInCookies()
    await new Promise((resolve) => setTimeout(resolve, 2100))
    const { req, res } = nodeContext(jar)
    // A cookie the proxy already put on this response stays.
    res.setHeader('set-cookie', ['tb-other=1; Path=/'])

    const { supabase, commitCookies } = createPagesServerClient({ req, res })
    const { data, error } = await supabase.auth.getClaims()
    expect(error).toBeNull()
    expect(data?.claims.sub).toBeTruthy()
    // Held until the caller knows the answer is definite.
    expect(setCookies(res)).toEqual(['tb-other=1; Path=/'])

    commitCookies()
    const written = setCookies(res)
    expect(written[0]).toBe('tb-other=1; Path=/')
    const session = written.filter((header) => header.includes('auth-token'))
    expect(session.length).toBeGreaterThan(0)
    expect(session.join()).toMatch(/Path=\//)
    expect(String(res.getHeader('cache-control'))).toMatch(/no-store/)
  })
})

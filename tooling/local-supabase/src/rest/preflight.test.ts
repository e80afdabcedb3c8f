import { describe, expect, it } from 'vitest'
import { restPreflight } from './preflight.ts'

const preflight = (path: string, extra: Record<string, string> = {}) =>
  new Request(`http://127.0.0.1:54321${path}`, {
    method: 'OPTIONS',
    headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-method': 'POST', ...extra },
  })

describe('restPreflight', () => {
  it('answers a preflight to an rpc with 200 and the requested headers, as PostgREST', () => {
    const response = restPreflight(
      preflight('/rest/v1/rpc/search_tasks', {
        'access-control-request-headers': 'apikey,content-profile',
      }),
    )
    expect(response?.status).toBe(200)
    expect(response?.headers.get('access-control-allow-origin')).toBe('*')
    expect(response?.headers.get('access-control-allow-headers')).toBe('apikey,content-profile')
    expect(response?.headers.get('access-control-allow-methods')).toContain('POST')
  })

  it('leaves other requests to the REST layer (a plain OPTIONS, a POST)', () => {
    expect(restPreflight(new Request('http://x/rest/v1/tasks', { method: 'OPTIONS' }))).toBeNull()
    expect(restPreflight(new Request('http://x/rest/v1/rpc/f', { method: 'POST' }))).toBeNull()
  })
})

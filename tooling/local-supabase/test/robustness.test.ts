import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MigrationError, type LocalSupabase } from '../src/index.ts'
import { FIXTURES, signedInClient, startTestBackend } from './backend.ts'
import { anyString, stringContaining, stringMatching } from './matchers.ts'

let backend: LocalSupabase
let token: string
beforeAll(async () => {
  backend = await startTestBackend()
  token = (await signedInClient(backend)).session.access_token
})
afterAll(() => backend?.stop())

const call = (path: string, init: RequestInit = {}) =>
  fetch(`${backend.url}${path}`, {
    ...init,
    headers: {
      apikey: backend.publishableKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  })

async function stillServing() {
  const response = await call('/rest/v1/notes?select=id&limit=1')
  expect(response.status).toBe(200)
}

describe('bad input gets a Supabase-shaped error and the server keeps serving', () => {
  it('malformed JSON', async () => {
    const rest = await call('/rest/v1/notes', { method: 'POST', body: '{"title": ' })
    expect(rest.status).toBe(400)
    expect(await rest.json()).toMatchObject({ code: 'PGRST102' })
    const auth = await call('/auth/v1/signup', { method: 'POST', body: 'not json' })
    expect(auth.status).toBe(400)
    expect(await auth.json()).toHaveProperty('error_code')
    const storage = await fetch(`${backend.url}/storage/v1/object/list/private-files`, {
      method: 'POST',
      headers: { apikey: backend.publishableKey, 'content-type': 'application/json' },
      body: '{',
    })
    expect(storage.status).toBe(400)
    expect(await storage.json()).toMatchObject({ statusCode: '400', error: 'InvalidRequest' })
    const admin = await fetch(`${backend.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: backend.secretKey },
      body: '[',
    })
    expect(await admin.json()).toMatchObject({ code: 400, error_code: 'bad_json' })
    await stillServing()
  })

  it('unknown tables and functions', async () => {
    const table = await call('/rest/v1/no_such_table')
    expect(table.status).toBe(404)
    expect(await table.json()).toMatchObject({
      code: 'PGRST205',
      message: stringContaining('no_such_table'),
    })
    const rpc = await call('/rest/v1/rpc/no_such_function', { method: 'POST', body: '{}' })
    expect(rpc.status).toBe(404)
    await stillServing()
  })

  it('malformed filters, selects and ranges', async () => {
    for (const query of [
      'id=zz.1',
      'or=(id.eq.1',
      'select=title,(',
      'id=eq.not-a-number',
      'order=title.sideways',
    ]) {
      const response = await call(`/rest/v1/notes?${query}`)
      expect(response.status, query).toBe(400)
      const body = (await response.json()) as { code: string; message: string }
      expect(body.code, query).toMatch(/^(PGRST\d+|22P02)$/)
      expect(body.message, query).toBeTruthy()
    }
    await stillServing()
  })

  it('bodies over the limit are refused with 413 in each API’s shape', async () => {
    const huge = `{"title":"${'x'.repeat(11 * 1024 * 1024)}"}`
    const rest = await call('/rest/v1/notes', { method: 'POST', body: huge })
    expect(rest.status).toBe(413)
    expect(await rest.json()).toMatchObject({
      code: anyString(),
      message: stringContaining('limit'),
    })
    const auth = await call('/auth/v1/signup', { method: 'POST', body: huge })
    expect(auth.status).toBe(413)
    expect(await auth.json()).toMatchObject({ code: 413, error_code: 'request_too_large' })
    await stillServing()
  })

  it('routes without a module answer 503, unknown paths 404', async () => {
    const fn = await call('/functions/v1/anything')
    expect(fn.status).toBe(503)
    expect(await fn.json()).toHaveProperty('message')
    expect((await call('/nowhere')).status).toBe(404)
    await stillServing()
  })

  it("keeps lite's console routes closed, however the path is encoded", async () => {
    for (const path of [
      '/_system/config',
      '/%5Fsystem/config',
      '/%5fsystem/info',
      '/%5Fsystem/introspect',
      '/_%73ystem/config',
      '/%2F_system/config',
      '/studio',
      '/%73tudio',
    ]) {
      const response = await fetch(`${backend.url}${path}`)
      expect([path, response.status]).toEqual([path, 404])
    }
  })
})

describe('broken migrations', () => {
  it('fail start-up with the file and line of a syntax error', async () => {
    const failure = await startTestBackend({ migrationsDir: `${FIXTURES}broken-migrations` }).catch(
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(MigrationError)
    expect(failure).toMatchObject({
      file: stringMatching(/20260102000000_broken\.sql$/),
      line: 4,
    })
    expect((failure as Error).message).toMatch(/syntax error/)
  })

  it('fail start-up with the line of the statement that raised at run time', async () => {
    const failure = await startTestBackend({
      migrationsDir: `${FIXTURES}failing-migrations`,
    }).catch((error: unknown) => error)
    expect(failure).toMatchObject({ name: 'MigrationError', line: 4 })
    expect((failure as Error).message).toMatch(/check constraint/)
  })

  it('leave other instances serving', async () => {
    await stillServing()
  })
})

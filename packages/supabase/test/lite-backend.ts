import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { App, setExperimental } from '@supabase/lite'
import { createPgliteConnection } from '@supabase/lite/pglite'

/**
 * A throwaway backend for this package's integration tests: @supabase/lite on in-memory PGlite
 * with the repo's migrations applied. Used until tooling/local-supabase exports
 * `startLocalSupabase`; the role/grant bootstrap mirrors that package's bootstrap-sql.ts.
 */
export const PUBLISHABLE_KEY = 'sb_publishable_test'
export const SECRET_KEY = 'sb_secret_test'
const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'

const BOOTSTRAP = `
do $$ begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end $$;
grant usage on schema public, auth, storage to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
`

export async function startLiteBackend(
  migrations: string[],
  { jwtExpiry = 3600 }: { jwtExpiry?: number } = {},
) {
  setExperimental('storage', true)
  const connection = await createPgliteConnection()
  const app = new App({
    connection,
    auth: {
      enabled: true,
      jwt_secret: JWT_SECRET,
      publishable_key: PUBLISHABLE_KEY,
      secret_key: SECRET_KEY,
      site_url: 'http://localhost:3000',
      jwt_expiry: jwtExpiry,
      email: { enable_signup: true, enable_confirmations: false },
    },
    storage: { enabled: true },
    options: { server: { admin: false, disableStudio: true } },
  } as ConstructorParameters<typeof App>[0])
  // lite ships no storage adapter for embedders (its filesystem one lives in its CLI bundle),
  // and creates the storage schema only when one is present: bytes live in a Map here.
  app._storageAdapter = memoryStorage() as unknown as typeof app._storageAdapter
  await app.init()
  await app.ensureSystemSchema()
  await connection.driver.exec(BOOTSTRAP)
  for (const file of migrations) await connection.driver.exec(await readFile(file, 'utf8'))
  // No HTTP listener: supabase-js talks to lite's fetch handler directly, as a loopback peer.
  const fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    app.fetch(input instanceof Request ? input : new Request(input, init), {
      peerAddress: '127.0.0.1',
    })
  return {
    app,
    db: connection.driver,
    fetch,
    url: 'http://localhost:54321',
    close: () => connection.close(),
  }
}

/** An HTTP listener in front of lite, for code that reads the URL from env and uses global fetch. */
export async function listen(fetch: (request: Request) => Promise<Response>) {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [key, value] of Object.entries(req.headers))
      if (typeof value === 'string') headers.set(key, value)
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined
    const response = await fetch(
      new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body }),
    )
    res.writeHead(response.status, Object.fromEntries(response.headers))
    res.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function memoryStorage() {
  const objects = new Map<string, { bytes: Uint8Array; mimetype: string; cacheControl: string }>()
  const meta = (o: { bytes: Uint8Array; mimetype: string; cacheControl: string }) => ({
    cacheControl: o.cacheControl,
    contentLength: o.bytes.byteLength,
    size: o.bytes.byteLength,
    mimetype: o.mimetype,
    lastModified: new Date(),
    eTag: `"${o.bytes.byteLength}"`,
  })
  const get = (bucket: string, key: string) => {
    const found = objects.get(`${bucket}/${key}`)
    if (!found) throw Object.assign(new Error('Object not found'), { code: 'ENOENT' })
    return found
  }
  return {
    driver: 'memory',
    async getObject(bucket: string, key: string) {
      const o = get(bucket, key)
      return { httpStatusCode: 200, metadata: meta(o), body: Buffer.from(o.bytes) }
    },
    async uploadObject(
      bucket: string,
      key: string,
      _v: unknown,
      body: ReadableStream | Uint8Array,
      mimetype: string,
      cacheControl: string,
    ) {
      const bytes =
        body instanceof Uint8Array ? body : new Uint8Array(await new Response(body).arrayBuffer())
      objects.set(`${bucket}/${key}`, { bytes, mimetype, cacheControl })
      return meta({ bytes, mimetype, cacheControl })
    },
    async deleteObject(bucket: string, key: string) {
      objects.delete(`${bucket}/${key}`)
    },
    async deleteObjects(bucket: string, keys: string[]) {
      for (const key of keys) objects.delete(`${bucket}/${key}`)
    },
    async headObject(bucket: string, key: string) {
      return meta(get(bucket, key))
    },
    async privateAssetUrl(bucket: string, key: string) {
      return `memory://${bucket}/${key}`
    },
  }
}

/**
 * The edge functions module on its own: real Deno workers behind a real HTTP server, with the
 * core's HS256 verifier. Covers what the full-backend suite (functions.test.ts) cannot reach
 * through supabase-js: crashes, limits, streaming, reloads and logs.
 */
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { createServer, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SignJWT } from 'jose'
import { parse } from 'smol-toml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFunctions, type Functions } from '../src/functions/index.ts'
import { sendResponse, toRequest } from '../src/http-bridge.ts'
import { createJwtVerifier } from '../src/jwt.ts'
import { stringMatching } from './matchers.ts'

const FIXTURES = fileURLToPath(new URL('./fixtures/functions', import.meta.url))
const PACKAGE_NODE_MODULES = fileURLToPath(new URL('../node_modules', import.meta.url))
const SECRET = 'runtime-test-secret-with-at-least-32-characters'
const ENV = {
  SUPABASE_URL: 'http://127.0.0.1:54321',
  SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_test',
  SUPABASE_ANON_KEY: 'sb_publishable_test',
  SUPABASE_SECRET_KEY: 'sb_secret_test',
  SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_test',
  SUPABASE_DB_URL: 'postgresql://postgres:postgres@127.0.0.1:54322/postgres',
}

let root: string
let functionsDir: string
let functions: Functions
let server: Server
let base: string
const logs: string[] = []

function sign(secret: string, expiresIn = '1h') {
  return new SignJWT({ sub: '7d0a1c52-8f1e-4d7a-9a36-2c3b8f7e6a10', role: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret))
}

function call(path: string, init: RequestInit = {}) {
  return fetch(`${base}/functions/v1/${path}`, init)
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'functions-runtime-'))
  // Like a project's supabase/ package: `npm:` imports resolve from its installed node_modules.
  symlinkSync(PACKAGE_NODE_MODULES, join(root, 'node_modules'))
  functionsDir = join(root, 'functions')
  cpSync(FIXTURES, functionsDir, { recursive: true })
  functions = createFunctions({
    functionsDir,
    config: parse(readFileSync(join(functionsDir, 'config.toml'), 'utf8')),
    env: ENV,
    verifyJwt: createJwtVerifier({ secret: SECRET }),
    publishableKey: ENV.SUPABASE_PUBLISHABLE_KEY,
    log: { info: (line) => logs.push(line), warn: (line) => logs.push(line) },
    requestTimeoutMs: 2_000,
    serveGraceMs: 300,
  })
  server = createServer((req, res) => {
    void toRequest(req, 1024 * 1024)
      .then((request) => functions.handle(request))
      .then((response) => sendResponse(res, response))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await functions?.close()
  server?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('routing and forwarding', () => {
  it('forwards method, sub-path, query, headers and body, and returns every Set-Cookie', async () => {
    const response = await call('echo/deep/path?x=1&y=two', {
      method: 'PUT',
      headers: { 'x-custom': 'kept', apikey: 'sb_publishable_test' },
      body: 'the body',
    })
    expect(response.status).toBe(200)
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    expect(await response.json()).toMatchObject({
      method: 'PUT',
      pathname: '/echo/deep/path',
      url: `${base}/echo/deep/path?x=1&y=two`,
      query: { x: '1', y: 'two' },
      custom: 'kept',
      apikey: 'sb_publishable_test',
      body: 'the body',
      greeting: 'hello from _shared',
    })
  })

  it('answers 404 JSON for unknown, disabled, _shared and path-escaping names', async () => {
    for (const path of [
      'nope',
      'disabled',
      '_shared',
      '_shared/greeting.ts',
      '%2e%2e%2fsecret',
      '.env',
      '',
    ]) {
      const response = await call(path)
      expect(response.status, path).toBe(404)
      expect(await response.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'Requested function was not found',
      })
    }
  })

  it('streams the response as the function produces it', async () => {
    const response = await call('stream')
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    // Were the body buffered, this read would wait for "second", which needs the release below.
    expect((await reader.read()).value).toBe('first;')
    expect(await (await call('stream/release')).text()).toBe('released')
    let rest = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += chunk.value
    expect(rest).toBe('second')
  })
})

describe('verify_jwt', () => {
  it('refuses a function call without a JWT, with a forged one, or with an expired one', async () => {
    const forged = await sign('some-other-secret-that-is-at-least-32-chars')
    const expired = await sign(SECRET, '-1m')
    expect(await (await call('teapot')).json()).toEqual({
      code: 401,
      message: 'Missing authorization header',
    })
    for (const token of [forged, expired, ENV.SUPABASE_PUBLISHABLE_KEY, 'not-a-jwt']) {
      const response = await call('teapot', { headers: { authorization: `Bearer ${token}` } })
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ code: 401, message: 'Invalid JWT' })
    }
  })

  it('lets a valid JWT through, and CORS preflights without one', async () => {
    const response = await call('teapot', {
      headers: { authorization: `Bearer ${await sign(SECRET)}` },
    })
    expect(response.status).toBe(418)
    expect((await call('teapot', { method: 'OPTIONS' })).status).toBe(418)
  })
})

describe('failures', () => {
  const authorized = async () => ({ headers: { authorization: `Bearer ${await sign(SECRET)}` } })

  it('answers 500 when the handler throws, logs the error, and keeps serving', async () => {
    const response = await call('throws', await authorized())
    expect(response.status).toBe(500)
    expect(await response.json()).toMatchObject({
      code: 'WORKER_ERROR',
      error: 'Error: kaboom in the handler',
    })
    expect(logs.some((line) => line.startsWith('[fn:throws] Error: kaboom in the handler'))).toBe(
      true,
    )
    expect(await (await call('throws?ok', await authorized())).text()).toBe('fine')
  })

  it('answers 503 with the boot error when the function throws at import, cannot load, or never serves', async () => {
    const boot = await call('boot-fail', await authorized())
    expect(boot.status).toBe(503)
    expect(await boot.json()).toEqual({
      code: 'BOOT_ERROR',
      message: 'Function failed to start (please check logs)',
      error: 'Error: cannot boot: missing configuration',
    })
    const broken = await call('bad-import', await authorized())
    expect(broken.status).toBe(503)
    expect(await broken.json()).toMatchObject({
      error: stringMatching(
        /^The function exited \(code 1\) before calling Deno.serve: error: Module not found .*missing\.ts/,
      ),
    })
    const uninstalled = await call('missing-package', await authorized())
    expect(uninstalled.status).toBe(503)
    const hint =
      'npm:left-pad@1.3.0 is not installed: add it to the package.json of the package that holds the functions (supabase/package.json), with the version deno.json names, and run pnpm install'
    expect(((await uninstalled.json()) as { error: string }).error).toContain(` — ${hint}`)
    expect(logs).toContain(`[fn:missing-package] could not start: ${hint}`)
    const idle = await call('no-serve', await authorized())
    expect(idle.status).toBe(503)
    expect(await idle.json()).toMatchObject({
      error: 'The function did not call Deno.serve(handler)',
    })
  })

  it('answers 500 when the worker exits mid-request, and boots it again next time', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await call('exits')
      expect(response.status).toBe(500)
      expect(await response.json()).toMatchObject({
        error: 'The function exited (code 3) while handling the request',
      })
    }
    expect((await call('echo')).status).toBe(200)
  })

  it('stops a function that runs past the wall-clock limit with 546, and recovers', async () => {
    const response = await call('slow')
    expect(response.status).toBe(546)
    expect(await response.json()).toMatchObject({ code: 'WORKER_LIMIT' })
    expect((await call('echo')).status).toBe(200)
  })
})

describe('shutdown', () => {
  /** The Deno process serving `name`: a child of this process, started from its own temp dir. */
  function workerPid(name: string): number | undefined {
    const listing = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], {
      encoding: 'utf8',
    })
    const line = listing.split('\n').find((row) => row.includes(`local-supabase-fn-${name}-`))
    return line ? Number(line.trim().split(/\s+/)[0]) : undefined
  }

  it('SIGTERM fires beforeunload, lets the request in flight finish, and the next call boots anew', async () => {
    const first = call('draining')
    let pid: number | undefined
    for (let attempt = 0; attempt < 100 && !pid; attempt++) {
      pid = workerPid('draining')
      if (!pid) await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(pid).toBeDefined()
    // Once it serves (the request is then in flight), the worker is told to stop.
    await new Promise((resolve) => setTimeout(resolve, 300))
    process.kill(pid!, 'SIGTERM')
    const answer = await first
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ unloading: true })
    // A call that lands while that worker exits gets WORKER_ERROR (see the failures table in
    // src/functions/README.md); once it is gone, a new worker answers.
    let next = await call('draining')
    for (let attempt = 0; attempt < 20 && next.status === 500; attempt++) {
      await next.body?.cancel()
      next = await call('draining')
    }
    expect(await next.json()).toEqual({ unloading: false })
  })
})

describe('modules', () => {
  it("loads code from outside the functions folder through the function's deno.json, like shared schemas", async () => {
    writeFileSync(
      join(root, 'schemas.ts'),
      "import { z } from 'zod'\nexport const invite = z.object({ email: z.email() })\n",
    )
    mkdirSync(join(functionsDir, 'validated'))
    writeFileSync(
      join(functionsDir, 'validated', 'deno.json'),
      '{ "imports": { "zod": "npm:zod@4.6.7" } }\n',
    )
    writeFileSync(
      join(functionsDir, 'validated', 'index.ts'),
      [
        "import { invite } from '../../schemas.ts'",
        'Deno.serve(async (req) => {',
        '  const ok = invite.safeParse(await req.json()).success',
        '  return Response.json({ ok }, { status: ok ? 200 : 400 })',
        '})',
      ].join('\n'),
    )
    const token = await sign(SECRET)
    const post = (email: string) =>
      call('validated', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: JSON.stringify({ email }),
      })
    expect(await (await post('ada@example.com')).json()).toEqual({ ok: true })
    expect((await post('not-an-email')).status).toBe(400)
    expect(existsSync(join(functionsDir, 'validated', 'deno.lock'))).toBe(false)
  })
})

describe('environment', () => {
  it('gives functions the server variables and the functions .env, not the host environment', async () => {
    const { env } = (await (await call('echo')).json()) as { env: Record<string, string | null> }
    expect(env).toEqual({
      ...ENV,
      FIXTURE_SECRET: 'from-functions-env-file',
      HOME_SECRET_NOT_PASSED: null,
    })
    expect(logs).toContain(
      `[functions] Env name cannot start with SUPABASE_, skipping: SUPABASE_URL (${join(functionsDir, '.env')})`,
    )
  })
})

describe('reload', () => {
  async function greeting() {
    return ((await (await call('echo')).json()) as { greeting: string }).greeting
  }

  async function eventually(expected: string) {
    for (let attempt = 0; attempt < 50; attempt++) {
      if ((await greeting()) === expected) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(await greeting()).toBe(expected)
  }

  it('restarts a worker after its own file or _shared changes', async () => {
    expect(await greeting()).toBe('hello from _shared')
    writeFileSync(
      join(functionsDir, '_shared', 'greeting.ts'),
      "export const greeting = 'edited shared'\n",
    )
    await eventually('edited shared')
    const source = readFileSync(join(functionsDir, 'echo', 'index.ts'), 'utf8')
    writeFileSync(
      join(functionsDir, 'echo', 'index.ts'),
      source.replace('greeting,', "greeting: 'edited function',"),
    )
    await eventually('edited function')
  })
})

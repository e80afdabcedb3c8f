/**
 * Edge functions through the whole local backend, called the way apps call them: unmodified
 * supabase-js `functions.invoke`, real users signed in against lite's auth, real Deno workers.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalSupabase, type LocalSupabase } from '../src/index.ts'
import { stringMatching } from './matchers.ts'

const FIXTURES = fileURLToPath(new URL('./fixtures/functions', import.meta.url))
const PACKAGE_NODE_MODULES = fileURLToPath(new URL('../node_modules', import.meta.url))

let root: string
let functionsDir: string
let backend: LocalSupabase
let anon: SupabaseClient

/** An invoke's result as these tests read it: supabase-js types a failure's `error` as `any`. */
type Invoked<T = Record<string, unknown>> = { data: T | null; error: unknown }
type Echo = { greeting: string; env: Record<string, unknown> }

function client() {
  return createClient(backend.url, backend.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
}

async function signedInUser() {
  const email = `fn-${crypto.randomUUID()}@example.com`
  const password = 'correct-horse-42'
  const { data, error } = await backend.serviceClient.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  })
  if (error) throw error
  const user = client()
  const signIn = await user.auth.signInWithPassword({ email, password })
  if (signIn.error) throw signIn.error
  return { client: user, id: data.user.id, token: signIn.data.session.access_token }
}

/** The JSON body of a failed invoke; supabase-js leaves the Response in `error.context`. */
async function errorBody(error: unknown) {
  expect(error).toBeInstanceOf(FunctionsHttpError)
  const response = (error as FunctionsHttpError).context as Response
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  // A copy, so the reload test can edit functions without touching the fixtures.
  root = mkdtempSync(join(tmpdir(), 'functions-it-'))
  // Like a project's supabase/ package: `npm:` imports resolve from its installed node_modules.
  symlinkSync(PACKAGE_NODE_MODULES, join(root, 'node_modules'))
  functionsDir = join(root, 'functions')
  cpSync(FIXTURES, functionsDir, { recursive: true })
  backend = await startLocalSupabase({
    supabaseDir: root,
    functionsDir,
    configPath: join(functionsDir, 'config.toml'),
    realtime: false,
    quiet: true,
  })
  anon = client()
})

afterAll(async () => {
  await backend?.stop()
  rmSync(root, { recursive: true, force: true })
})

describe('functions.invoke with verify_jwt on (the default)', () => {
  it('runs the function as the signed-in user, who can look themself up from inside Deno', async () => {
    const user = await signedInUser()
    const { data, error } = (await user.client.functions.invoke('whoami')) as Invoked
    expect(error).toBeNull()
    expect(data).toEqual({ id: user.id, email: stringMatching(/^fn-.*@example\.com$/) })
  })

  it('refuses a caller without a session: the publishable key is not a JWT', async () => {
    const { data, error } = (await anon.functions.invoke('whoami')) as Invoked
    expect(data).toBeNull()
    expect(await errorBody(error)).toEqual({
      status: 401,
      body: { code: 401, message: 'Missing authorization header' },
    })
  })

  it('refuses a forged JWT', async () => {
    const user = await signedInUser()
    const forged = await new SignJWT({ sub: user.id, role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-backend-secret-but-32-chars-long'))
    const { error } = (await anon.functions.invoke('whoami', {
      headers: { Authorization: `Bearer ${forged}` },
    })) as Invoked
    expect(await errorBody(error)).toEqual({
      status: 401,
      body: { code: 401, message: 'Invalid JWT' },
    })
  })

  it("surfaces a function's own 4xx as FunctionsHttpError with its body readable", async () => {
    const user = await signedInUser()
    const { data, error } = (await user.client.functions.invoke('teapot')) as Invoked
    expect(data).toBeNull()
    expect(await errorBody(error)).toEqual({
      status: 418,
      body: { error: 'I am a teapot', hint: 'try coffee' },
    })
  })

  it('answers 500 when the function throws, and the backend keeps serving', async () => {
    const user = await signedInUser()
    const { error } = (await user.client.functions.invoke('throws')) as Invoked
    expect(await errorBody(error)).toMatchObject({
      status: 500,
      body: { code: 'WORKER_ERROR', error: 'Error: kaboom in the handler' },
    })
    const again = await user.client.functions.invoke('throws?ok=1')
    expect(again).toMatchObject({ data: 'fine', error: null })
    const { error: userError } = await user.client.auth.getUser()
    expect(userError).toBeNull()
  })
})

describe('functions.invoke with verify_jwt = false', () => {
  it('passes anonymous calls through with method, headers, body and sub-path', async () => {
    const { data, error } = (await anon.functions.invoke('echo/sub/path?x=1', {
      method: 'POST',
      headers: { 'x-custom': 'from-client' },
      body: { hello: 'world' },
    })) as Invoked
    expect(error).toBeNull()
    expect(data).toMatchObject({
      method: 'POST',
      pathname: '/echo/sub/path',
      query: { x: '1' },
      custom: 'from-client',
      apikey: backend.publishableKey,
      authorization: null,
      body: JSON.stringify({ hello: 'world' }),
    })
  })

  it('forwards the caller’s Authorization when there is one', async () => {
    const user = await signedInUser()
    const { data } = await user.client.functions.invoke<Echo>('echo')
    expect(data).toMatchObject({ authorization: `Bearer ${user.token}` })
  })

  it('gives the function the backend URL and keys, and the functions .env', async () => {
    const { data } = await anon.functions.invoke<Echo>('echo')
    expect(data!.env).toMatchObject({
      SUPABASE_URL: backend.url,
      SUPABASE_PUBLISHABLE_KEY: backend.publishableKey,
      SUPABASE_ANON_KEY: backend.publishableKey,
      SUPABASE_SECRET_KEY: backend.secretKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.secretKey,
      FIXTURE_SECRET: 'from-functions-env-file',
      HOME_SECRET_NOT_PASSED: null,
    })
  })
})

describe('serving', () => {
  it('answers 404 JSON for unknown functions and for _shared', async () => {
    for (const name of ['does-not-exist', '_shared']) {
      const { error } = (await anon.functions.invoke(name)) as Invoked
      expect(await errorBody(error)).toEqual({
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Requested function was not found' },
      })
    }
  })

  it('serves the edited code after a function file changes', async () => {
    const file = join(functionsDir, 'echo', 'index.ts')
    expect((await anon.functions.invoke<Echo>('echo')).data!.greeting).toBe('hello from _shared')
    writeFileSync(file, readFileSync(file, 'utf8').replace('greeting,', "greeting: 'edited',"))
    let greeting: unknown
    for (let attempt = 0; attempt < 50 && greeting !== 'edited'; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100))
      greeting = (await anon.functions.invoke<Echo>('echo')).data!.greeting
    }
    expect(greeting).toBe('edited')
  })
})

/**
 * Runs before postgrest-js's tests (vitest `setupFiles`): the run-time adaptations, and nothing
 * that changes what a test asserts.
 * - `jest` is vitest's `vi` (jest.fn, spyOn, fake timers).
 * - Requests to the URL the tests hard-code (`http://localhost:54321`, the Supabase CLI's port)
 *   go to our backend instead, with an `apikey` header (the publishable key, i.e. `anon`) when the
 *   test sent none: PostgREST accepts keyless requests, the Supabase API gateway does not.
 */
import { vi } from 'vitest'
import { backendEnv } from './env.ts'

const UPSTREAM = 'http://localhost:54321'
const { url: target, apikey } = backendEnv
if (!target || !apikey) throw new Error('run the fidelity suite with `pnpm test:fidelity`')

Object.assign(globalThis, { jest: vi })

const upstreamFetch = globalThis.fetch
globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : String(input)
  if (!url.startsWith(UPSTREAM)) return upstreamFetch(input, init)
  const request = new Request(target + url.slice(UPSTREAM.length), new Request(input, init))
  if (!request.headers.has('apikey')) request.headers.set('apikey', apikey)
  return upstreamFetch(request)
}

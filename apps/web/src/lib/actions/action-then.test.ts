import { AuthApiError, AuthRetryableFetchError, AuthWeakPasswordError } from '@supabase/supabase-js'
import { errorCatalogue } from '@teamboard/supabase/errors'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { callSupabase } from '../call-server'
import { type ActionThen, actionThen } from './action-then'
import { type ActionResult, fieldError, formError } from './result'

// Node has no `navigator.onLine`; the browser's is true until it knows it is off the network.
beforeEach(() => vi.stubGlobal('navigator', { onLine: true }))
afterEach(() => vi.unstubAllGlobals())

type Field = 'email' | 'password'

/** What a server action built with `action()` answers: the input parsed, or refused by a field. */
async function checkAddress(
  _previous: ActionResult<{ email: string }, Field> | null,
  formData: FormData,
): Promise<ActionResult<{ email: string }, Field>> {
  const email = (formData.get('email') as string).trim()
  if (email.includes('@')) return { ok: true, data: { email } }
  const message = 'Enter a valid email address.'
  return {
    ok: false,
    code: 'invalid_input',
    message: errorCatalogue.invalid_input,
    fieldErrors: { email: message },
    values: { email },
  }
}

/** Supabase Auth's answers, as auth-js gives them to `callSupabase`. */
const auth = {
  ok: async () => ({ data: { user: null }, error: null }),
  weak: async () => ({
    data: { user: null },
    error: new AuthWeakPasswordError('Password is known to be weak', 422, ['pwned']),
  }),
  rateLimited: async () => ({
    data: { user: null },
    error: new AuthApiError('Email rate limit exceeded', 429, 'over_email_send_rate_limit'),
  }),
  unreachable: async () => ({
    data: { user: null },
    error: new AuthRetryableFetchError('Failed to fetch', 0),
  }),
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

function steps(
  write: () => Promise<{ data: unknown; error: unknown }>,
  extra: Partial<ActionThen<{ email: string }, Field>> = {},
): ActionThen<{ email: string }, Field> & { written: string[] } {
  const written: string[] = []
  return {
    name: 'test.change',
    action: checkAddress,
    then: (data) => {
      written.push(data.email)
      return callSupabase('test.write', write)
    },
    written,
    ...extra,
  }
}

describe('actionThen', () => {
  it("answers the action's data once the browser's write succeeded", async () => {
    const change = steps(auth.ok)
    const result = await actionThen(change, form({ email: ' new@example.com ' }))
    expect(result).toEqual({ ok: true, data: { email: 'new@example.com' } })
    expect(change.written).toEqual(['new@example.com'])
  })

  it("shows a failed write's catalogue words in the banner and keeps what was typed", async () => {
    const result = await actionThen(steps(auth.rateLimited), form({ email: 'new@example.com' }))
    expect(formError(result)).toBe(errorCatalogue.rate_limited)
    expect(result.ok ? null : result.values).toEqual({ email: 'new@example.com' })
  })

  it('shows a refused write by the field it is about, and never echoes a password', async () => {
    const result = await actionThen(
      steps(auth.weak, { fieldFor: { weak_password: 'password' } }),
      form({ email: 'me@example.com', password: 'password1' }),
    )
    expect(fieldError(result, 'password')).toBe(errorCatalogue.weak_password)
    expect(formError(result)).toBeUndefined()
    expect(result.ok ? null : result.values).toEqual({ email: 'me@example.com' })
  })

  it('says "Something went wrong." when the write never reached Supabase', async () => {
    const result = await actionThen(steps(auth.unreachable), form({ email: 'new@example.com' }))
    expect(formError(result)).toBe(errorCatalogue.unexpected)
    expect(result.ok ? null : result.values).toEqual({ email: 'new@example.com' })
  })

  it("makes no write when the action refuses, and shows the action's field message", async () => {
    const change = steps(auth.ok)
    const result = await actionThen(change, form({ email: 'not-an-address' }))
    expect(fieldError(result, 'email')).toBe('Enter a valid email address.')
    expect(result.ok ? null : result.values).toEqual({ email: 'not-an-address' })
    expect(change.written).toEqual([])
  })

  it("stops at the browser's own check of the answer, keeping what was typed", async () => {
    const change = steps(auth.ok, {
      check: (data) => (data.email === 'me@example.com' ? { email: 'Same.' } : null),
    })
    const result = await actionThen(change, form({ email: ' me@example.com' }))
    expect(fieldError(result, 'email')).toBe('Same.')
    expect(result.ok ? null : result.values).toEqual({ email: ' me@example.com' })
    expect(change.written).toEqual([])
  })
})

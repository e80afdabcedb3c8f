import {
  AuthApiError,
  AuthPKCECodeVerifierMissingError,
  AuthRetryableFetchError,
  AuthWeakPasswordError,
  FunctionsFetchError,
  FunctionsHttpError,
  PostgrestError,
  StorageApiError,
} from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { errorCatalogue } from './catalogue'
import { toAppError, toAppErrorAsync } from './to-app-error'

function postgrest(code: string, message: string, details = '', hint = '') {
  return new PostgrestError({ code, message, details, hint })
}

describe('toAppError maps GoTrue errors by code', () => {
  it.each([
    [
      new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
      'invalid_credentials',
    ],
    [new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'), 'email_not_confirmed'],
    [
      new AuthApiError('Password should be at least 6 characters.', 422, 'weak_password'),
      'weak_password',
    ],
    [
      new AuthWeakPasswordError('Password should contain letters and digits', 422, ['characters']),
      'weak_password',
    ],
    [
      new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
      'rate_limited',
    ],
    [
      new AuthApiError('email rate limit exceeded', 429, 'over_email_send_rate_limit'),
      'rate_limited',
    ],
    [new AuthApiError('Token has expired or is invalid', 403, 'otp_expired'), 'link_invalid'],
    [new AuthApiError('User is banned', 400, 'user_banned'), 'account_banned'],
    [
      new AuthApiError(
        'invalid flow state, no valid flow state found',
        404,
        'flow_state_not_found',
      ),
      'link_invalid',
    ],
    [
      new AuthApiError(
        'code challenge does not match previously saved code verifier',
        400,
        'bad_code_verifier',
      ),
      'link_invalid',
    ],
    [new AuthPKCECodeVerifierMissingError(), 'link_invalid'],
    [
      new AuthApiError('User already registered', 422, 'user_already_exists'),
      'invalid_credentials',
    ],
    [
      new AuthApiError('Signups not allowed for this instance', 422, 'signup_disabled'),
      'unexpected',
    ],
    [new AuthApiError('Too many requests', 429, undefined), 'rate_limited'],
  ] as const)('%s → %s', (error, code) => {
    expect(toAppError(error)).toEqual({ code, message: errorCatalogue[code] })
  })

  it('a dropped connection during sign-in is offline, not a wrong password', () => {
    expect(toAppError(new AuthRetryableFetchError('fetch failed', 0)).code).toBe('offline')
  })
})

describe('toAppError maps PostgREST errors', () => {
  it('a duplicate workspace slug says the address is taken', () => {
    const error = postgrest(
      '23505',
      'duplicate key value violates unique constraint "workspaces_slug_key"',
      'Key (slug)=(acme) already exists.',
    )
    expect(toAppError(error)).toEqual({ code: 'slug_taken', message: 'That address is taken.' })
  })

  it('another unique violation is not reported as a slug clash', () => {
    expect(
      toAppError(
        postgrest(
          '23505',
          'duplicate key value violates unique constraint "workspace_members_pkey"',
        ),
      ).code,
    ).toBe('unexpected')
  })

  it('.single() on no rows is not found', () => {
    const error = postgrest(
      'PGRST116',
      'JSON object requested, multiple (or no) rows returned',
      'The result contains 0 rows',
      '',
    )
    expect(toAppError(error)).toEqual({ code: 'not_found', message: 'Not found' })
  })

  it('a malformed id names no row, but a forged enum value is invalid input', () => {
    expect(toAppError(postgrest('22P02', 'invalid input syntax for type uuid: "x"')).code).toBe(
      'not_found',
    )
    expect(
      toAppError(postgrest('22P02', 'invalid input value for enum task_status: "bogus"')).code,
    ).toBe('invalid_input')
    expect(
      toAppError(
        postgrest(
          '22P02',
          'invalid input syntax for type text: a JSON object or array where text was expected',
        ),
      ).code,
    ).toBe('invalid_input')
    expect(
      toAppError(postgrest('22008', 'date/time field value out of range: "2026-02-30"')).code,
    ).toBe('invalid_input')
  })

  it('an RLS denial is forbidden', () => {
    const error = postgrest(
      '42501',
      'new row violates row-level security policy for table "profiles"',
    )
    expect(toAppError(error).message).toBe("You don't have permission to do that.")
  })

  it('a check constraint the form should have caught is invalid input, not a crash', () => {
    const error = postgrest(
      '23514',
      'new row for relation "workspaces" violates check constraint "workspaces_name_length"',
    )
    expect(toAppError(error)).toEqual({
      code: 'invalid_input',
      message: "Some of that isn't valid. Check it and try again.",
    })
  })

  it.each(['last_owner', 'invite_invalid', 'limit_reached'] as const)(
    'a function raising %s reaches the user in catalogue words',
    (code) => {
      expect(toAppError(postgrest('P0001', code, '', code))).toEqual({
        code,
        message: errorCatalogue[code],
      })
    },
  )

  it('a raise with an unknown hint never leaks its message', () => {
    const result = toAppError(postgrest('P0001', 'internal detail: table x is locked', '', ''))
    expect(result).toEqual({ code: 'unexpected', message: 'Something went wrong.' })
  })

  it('a failed fetch that supabase-js folded into an error object is offline', () => {
    expect(
      toAppError({ message: 'TypeError: fetch failed', details: '', hint: '', code: '' }).code,
    ).toBe('offline')
  })
})

describe('toAppError maps storage, functions and network errors', () => {
  it('a 413 upload is file_too_large', () => {
    expect(
      toAppError(
        new StorageApiError(
          'The object exceeded the maximum allowed size',
          413,
          '413',
          'storage',
          'EntityTooLarge',
        ),
      ),
    ).toEqual({
      code: 'file_too_large',
      message: 'Files can be at most 10 MB.',
    })
  })

  it('"Payload too large" with a 400 status is still file_too_large', () => {
    expect(toAppError(new StorageApiError('Payload too large', 400, '413')).code).toBe(
      'file_too_large',
    )
  })

  it('a type the bucket does not allow is invalid_input', () => {
    expect(
      toAppError(
        new StorageApiError('mime type image/svg+xml is not supported', 400, '415', 'storage'),
      ).code,
    ).toBe('invalid_input')
  })

  it('a browser network failure is offline', () => {
    expect(toAppError(new TypeError('Failed to fetch')).code).toBe('offline')
    expect(toAppError(new TypeError('fetch failed')).code).toBe('offline')
    expect(toAppError(new FunctionsFetchError(new TypeError('fetch failed'))).code).toBe('offline')
  })

  it('a programming TypeError is not mistaken for offline', () => {
    expect(
      toAppError(new TypeError("Cannot read properties of undefined (reading 'id')")).code,
    ).toBe('unexpected')
  })

  it.each([undefined, null, 'boom', 42, new Error('raw stack')])('%s → unexpected', (value) => {
    expect(toAppError(value)).toEqual({ code: 'unexpected', message: 'Something went wrong.' })
  })

  it('an edge function error maps by status synchronously and by its JSON { code } asynchronously', async () => {
    const response = new Response(JSON.stringify({ code: 'invite_invalid', message: 'expired' }), {
      status: 400,
      headers: { 'content-type': 'application/json' },
    })
    const error = new FunctionsHttpError(response)
    expect(toAppError(error).code).toBe('unexpected')
    expect(await toAppErrorAsync(error)).toEqual({
      code: 'invite_invalid',
      message: 'This invitation is no longer valid.',
    })
  })

  it('an edge function error whose body is not JSON falls back to its status', async () => {
    const error = new FunctionsHttpError(new Response('<html>Forbidden</html>', { status: 403 }))
    expect((await toAppErrorAsync(error)).code).toBe('forbidden')
  })

  it('an edge function body with an unknown code never leaks it', async () => {
    const error = new FunctionsHttpError(
      new Response(JSON.stringify({ code: 'db_exploded' }), { status: 500 }),
    )
    expect((await toAppErrorAsync(error)).code).toBe('unexpected')
  })
})

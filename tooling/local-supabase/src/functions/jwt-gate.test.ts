import { describe, expect, it } from 'vitest'
import { checkJwt } from './jwt-gate.ts'

const verifyJwt = async (token: string) => {
  if (token !== 'valid.jwt.token') throw new Error('invalid JWT')
  return { sub: 'user-1' }
}

async function answer(authorization: string | null) {
  const response = await checkJwt(authorization, verifyJwt)
  return response && { status: response.status, body: await response.json() }
}

describe('checkJwt', () => {
  it('lets a request with a valid bearer JWT through', async () => {
    expect(await answer('Bearer valid.jwt.token')).toBeUndefined()
    expect(await answer('bearer valid.jwt.token')).toBeUndefined()
  })

  it('refuses a request without Authorization like Supabase', async () => {
    expect(await answer(null)).toEqual({
      status: 401,
      body: { code: 401, message: 'Missing authorization header' },
    })
  })

  it('refuses other schemes and malformed headers', async () => {
    expect(await answer('Basic dXNlcjpwYXNz')).toMatchObject({
      status: 401,
      body: { message: "Auth header is not 'Bearer {token}'" },
    })
    expect(await answer('Bearer')).toMatchObject({ status: 401 })
    expect(await answer('Bearer a b')).toMatchObject({ status: 401 })
  })

  it('refuses forged tokens and the opaque publishable and secret keys', async () => {
    const invalid = { status: 401, body: { code: 401, message: 'Invalid JWT' } }
    expect(await answer('Bearer forged.jwt.token')).toEqual(invalid)
    expect(await answer('Bearer sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH')).toEqual(invalid)
    expect(await answer('Bearer sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz')).toEqual(invalid)
  })
})

import { startLocalSupabase, type LocalSupabase } from '@teamboard/local-supabase'
import { anonClient, serviceClient } from '@teamboard/local-supabase/testing'
import type { Database } from '@teamboard/supabase'
import { errorCatalogue } from '@teamboard/supabase/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  accessToken,
  auditRows,
  callStaff,
  callStaffWith,
  person,
  signToken,
  staffMember,
  type Person,
} from './harness.ts'

// apps/console/README.md's security model: nobody but staff gets anything from the `staff` function or the audit table,
// whatever they put in a token or in their own metadata. Real backend, real Deno function.
let backend: LocalSupabase
let customer: Person
let staff: Person
const FORBIDDEN = { code: 'forbidden', message: errorCatalogue.forbidden }

beforeAll(async () => {
  backend = await startLocalSupabase({ seed: false, realtime: false, quiet: true })
  ;[customer, staff] = await Promise.all([person(backend, 'customer'), staffMember(backend)])
  // One audit row exists, so "nothing" below means hidden, not empty.
  const made = await callStaff(staff, {
    op: 'act',
    action: 'sign_out_everywhere',
    userId: staff.id,
    reason: 'setting up the audit trail',
  })
  expect(made.status).toBe(200)
}, 120_000)

afterAll(async () => {
  await backend?.stop()
})

const lookup = () => ({ op: 'find-user', query: customer.email })

describe('the staff function refuses everyone but staff', () => {
  it('answers a signed-in customer 403 forbidden, and writes nothing', async () => {
    expect(await callStaff(customer, lookup())).toEqual({ status: 403, body: FORBIDDEN })
    const ban = { op: 'act', action: 'ban', userId: staff.id, reason: 'revenge' }
    expect(await callStaff(customer, ban)).toEqual({ status: 403, body: FORBIDDEN })
    expect(await auditRows(backend)).toHaveLength(1)
  })

  it('ignores staff: true in user metadata, which users write themselves', async () => {
    const { data, error } = await customer.client.auth.updateUser({ data: { staff: true } })
    expect(error).toBeNull()
    expect(data.user?.user_metadata.staff).toBe(true)
    expect(data.user?.app_metadata.staff).toBeUndefined()
    await customer.client.auth.refreshSession()
    expect(await callStaff(customer, lookup())).toEqual({ status: 403, body: FORBIDDEN })
  })

  it('refuses a self-signed token claiming app_metadata.staff at the gateway', async () => {
    const forged = signToken(
      { sub: customer.id, email: customer.email, app_metadata: { staff: true } },
      'a-secret-that-is-not-the-projects-0123456789',
    )
    const answer = await callStaffWith(backend, forged, lookup())
    expect(answer.status).toBe(401)
    expect(answer.body).not.toHaveProperty('user')
  })

  it('checks auth.users, not only the token: a validly signed token with a staff claim the user lacks is refused', async () => {
    // As if the signing key leaked or a token was minted before staff rights were withdrawn.
    const minted = signToken(
      { sub: customer.id, email: customer.email, app_metadata: { staff: true } },
      backend.jwtSecret,
    )
    expect(await callStaffWith(backend, minted, lookup())).toEqual({ status: 403, body: FORBIDDEN })
  })

  it('refuses a staff member whose rights were withdrawn while their token still says staff', async () => {
    const former = await staffMember(backend, 'former-staff')
    const token = await accessToken(former)
    await serviceClient(backend).auth.admin.updateUserById(former.id, {
      app_metadata: { staff: false },
    })
    expect(await callStaffWith(backend, token, lookup())).toEqual({ status: 403, body: FORBIDDEN })
  })

  it('refuses anonymous callers: no token, or the publishable key', async () => {
    expect((await callStaffWith(backend, null, lookup())).status).toBe(401)
    expect((await callStaffWith(backend, backend.publishableKey, lookup())).status).toBe(401)
  })
})

describe('the audit table over REST', () => {
  async function readAudit(client: ReturnType<typeof anonClient<Database>>) {
    return client.from('support_audit').select('*')
  }

  it('gives a customer, a forged token and anon nothing', async () => {
    const forged = anonClient<Database>(backend)
    const token = signToken(
      { sub: customer.id, app_metadata: { staff: true } },
      'a-secret-that-is-not-the-projects-0123456789',
    )
    const asForged = await fetch(`${backend.url}/rest/v1/support_audit?select=*`, {
      headers: { apikey: backend.publishableKey, Authorization: `Bearer ${token}` },
    })
    expect(asForged.status).toBe(401)
    for (const client of [customer.client, forged]) {
      const { data, error } = await readAudit(client)
      expect(data ?? []).toEqual([])
      expect(error?.code).toBe('42501')
    }
  })

  it('gives staff nothing either: the console reads through the function only', async () => {
    const { data, error } = await readAudit(staff.client)
    expect(data ?? []).toEqual([])
    expect(error?.code).toBe('42501')
    const insert = await staff.client.from('support_audit').insert({
      actor_id: staff.id,
      actor_email: staff.email,
      action: 'ban',
      target_type: 'user',
      target_id: customer.id,
      reason: 'forging the trail',
    })
    expect(insert.error?.code).toBe('42501')
    expect(await auditRows(backend)).toHaveLength(1)
  })

  it('keeps the service-only functions away from users', async () => {
    const signOut = await customer.client.rpc('support_sign_out_everywhere', { target: staff.id })
    const find = await customer.client.rpc('support_user_id_by_email', { address: staff.email })
    expect(signOut.error).not.toBeNull()
    expect(find.error).not.toBeNull()
    expect(find.data).toBeNull()
  })
})

import { createHmac } from 'node:crypto'
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js'
import type { LocalSupabase } from '@teamboard/local-supabase'
import {
  createConfirmedUser,
  serviceClient,
  signIn,
  uniqueEmail,
} from '@teamboard/local-supabase/testing'
import type { Database } from '@teamboard/supabase'
import { expect } from 'vitest'

type Client = SupabaseClient<Database>
export type Person = { id: string; email: string; client: Client }

/** A confirmed user signed in with a password (a real access token from the local backend). */
export async function person(backend: LocalSupabase, tag: string): Promise<Person> {
  const email = uniqueEmail(tag)
  const id = await createConfirmedUser(backend, { email, displayName: tag })
  return { id, email, client: await signIn<Database>(backend, email) }
}

/** What `pnpm make-staff` does: app_metadata through the admin API, then a fresh sign-in. */
export async function staffMember(backend: LocalSupabase, tag = 'staff'): Promise<Person> {
  const email = uniqueEmail(tag)
  const id = await createConfirmedUser(backend, { email, displayName: tag })
  const { error } = await serviceClient(backend).auth.admin.updateUserById(id, {
    app_metadata: { staff: true },
  })
  if (error) throw error
  return { id, email, client: await signIn<Database>(backend, email) }
}

/** An HS256 token with any claims, signed with `secret` (the project's, or a made-up one). */
export function signToken(claims: Record<string, unknown>, secret: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const now = Math.floor(Date.now() / 1000)
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ aud: 'authenticated', role: 'authenticated', iat: now, exp: now + 3600, ...claims })}`
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`
}

type Answer = { status: number; body: Record<string, unknown> }

/** POST /functions/v1/staff with a raw bearer token (or none), as any HTTP client could. */
export async function callStaffWith(
  backend: LocalSupabase,
  token: string | null,
  body: unknown,
): Promise<Answer> {
  const response = await fetch(`${backend.url}/functions/v1/staff`, {
    method: 'POST',
    headers: {
      apikey: backend.publishableKey,
      'content-type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** The same through supabase-js as the signed-in person, the way the console calls it. */
export async function callStaff(as: Person, body: unknown): Promise<Answer> {
  const { data, error } = (await as.client.functions.invoke('staff', {
    body: body as Record<string, unknown>,
  })) as { data: Record<string, unknown> | null; error: unknown }
  if (!error) return { status: 200, body: data ?? {} }
  expect(error).toBeInstanceOf(FunctionsHttpError)
  const response = (error as FunctionsHttpError).context as Response
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

export async function accessToken(as: Person): Promise<string> {
  const { data } = await as.client.auth.getSession()
  if (!data.session) throw new Error(`${as.email} has no session`)
  return data.session.access_token
}

export async function auditRows(backend: LocalSupabase) {
  return backend.sql<{
    actor_id: string
    action: string
    target_id: string
    reason: string
    outcome: string
  }>(
    'select actor_id, action::text as action, target_id, reason, outcome from public.support_audit order by created_at',
  )
}

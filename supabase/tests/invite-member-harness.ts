import { createHash, createHmac } from 'node:crypto'
import type { LocalSupabase } from '@teamboard/local-supabase'
import type { Database } from '@teamboard/supabase'
import {
  createSignedInUser,
  type SignedInUser,
  uniqueEmail,
} from '@teamboard/local-supabase/testing'

export const SITE_URL = 'http://localhost:3000'
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

export { anonClient, uniqueEmail } from '@teamboard/local-supabase/testing'

export type TestUser = SignedInUser<Database>

/** A confirmed user and a client signed in as them (real auth, real JWT). */
export function signedIn(
  backend: LocalSupabase,
  prefix: string,
  email = uniqueEmail(prefix),
): Promise<TestUser> {
  return createSignedInUser<Database>(backend, { email, displayName: prefix })
}

let counter = 0

/** A workspace created through the product's rpc, so its owner is the caller. */
export async function workspaceOf(owner: TestUser, name = 'Acme'): Promise<string> {
  const slug = `ws-${Date.now().toString(36)}-${counter++}`
  const { data, error } = await owner.client.rpc('create_workspace', { name, slug })
  if (error) throw error
  return data.id
}

export async function addMember(
  backend: LocalSupabase,
  workspaceId: string,
  user: TestUser,
  role: 'admin' | 'member',
) {
  await backend.sql(
    'insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, $3)',
    [workspaceId, user.id, role],
  )
}

/** An HS256 JWT for `sub` signed with a key that is not the project's. */
export function forgedJwt(sub: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const now = Math.floor(Date.now() / 1000)
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 })}`
  return `${unsigned}.${createHmac('sha256', 'not-the-project-secret-at-all-0123456789').update(unsigned).digest('base64url')}`
}

export type InvitationRow = {
  id: string
  email: string
  role: string
  token_hash: string
  invited_by: string
  accepted_at: string | null
  revoked_at: string | null
}

export function invitationsOf(
  backend: LocalSupabase,
  workspaceId: string,
): Promise<InvitationRow[]> {
  return backend.sql<InvitationRow>(
    'select * from public.invitations where workspace_id = $1 order by created_at',
    [workspaceId],
  )
}

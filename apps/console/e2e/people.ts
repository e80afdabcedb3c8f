import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '@teamboard/supabase'
import { PUBLISHABLE_KEY, SECRET_KEY, SUPABASE_URL, scriptEnv } from './env.ts'

export const PASSWORD = 'correct-horse-42'
const auth = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false }

function serviceClient(): SupabaseClient<Database> {
  return createClient<Database>(SUPABASE_URL, SECRET_KEY, { auth })
}

let counter = 0
export function uniqueEmail(tag: string): string {
  return `${tag}-${counter++}-${Date.now().toString(36)}@example.com`
}

export type Account = { id: string; email: string; name: string }

/** A confirmed account with a password, as if they had signed up and clicked the link. */
export async function createAccount(name: string): Promise<Account> {
  const email = uniqueEmail(name.toLowerCase())
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { display_name: name },
  })
  if (error) throw error
  return { id: data.user.id, email, name }
}

/** The README's way to make someone staff: the package script, against the e2e backend. */
export async function makeStaff(email: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/make-staff.ts', email], {
    env: scriptEnv(),
  })
  return stdout
}

/** A signed-in supabase-js client of `email` (to set up what the customer made in the app). */
export async function clientOf(email: string): Promise<SupabaseClient<Database>> {
  const client = createClient<Database>(SUPABASE_URL, PUBLISHABLE_KEY, { auth })
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD })
  if (error) throw error
  return client
}

/** A workspace of `owner` with two tasks (one moved) and an invitation for `invitee`. */
export async function workspaceOf(owner: Account, invitee: string) {
  const client = await clientOf(owner.email)
  const slug = `acme-${Date.now().toString(36)}`
  const { data, error } = await client.rpc('create_workspace', { name: 'Acme Support', slug })
  if (error) throw error
  const { data: task } = await client
    .from('tasks')
    .insert({ workspace_id: data.id, title: 'Fix the login page', position: 'a0' })
    .select('id')
    .single()
    .throwOnError()
  await client.from('tasks').update({ status: 'done' }).eq('id', task.id).throwOnError()
  const invited = await client.rpc('create_invitation', {
    workspace_id: data.id,
    email: invitee,
    role: 'member',
  })
  if (invited.error || !invited.data.token) throw new Error('create_invitation failed')
  return { id: data.id, slug, invitationToken: invited.data.token }
}

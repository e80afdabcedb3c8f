import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '@teamboard/supabase'
import { PUBLISHABLE_KEY, SECRET_KEY, SUPABASE_URL, scriptEnv } from './env.ts'

export const PASSWORD = 'correct-horse-42'
const auth = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false }

export function serviceClient(): SupabaseClient<Database> {
  return createClient<Database>(SUPABASE_URL, SECRET_KEY, { auth })
}

let counter = 0
export function uniqueEmail(tag: string): string {
  return `${tag}-${counter++}-${Date.now().toString(36)}@example.com`
}

/** A confirmed account with a password, as if they had signed up and clicked the link. */
export async function createAccount(tag: string): Promise<{ id: string; email: string }> {
  const email = uniqueEmail(tag)
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { display_name: tag },
  })
  if (error) throw error
  return { id: data.user.id, email }
}

/** The README's way to make someone staff: the package script, against the e2e backend. */
export async function makeStaff(email: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/make-staff.ts', email], {
    env: scriptEnv(),
  })
  return stdout
}

/** A customer signed in elsewhere (the web app's browser client holds the same kind of session). */
export async function signedInCustomer(
  email: string,
): Promise<{ client: SupabaseClient<Database>; accessToken: string }> {
  const client = createClient<Database>(SUPABASE_URL, PUBLISHABLE_KEY, { auth })
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD })
  if (error) throw error
  // The token the sign-in answered with: what the customer's browser would hold.
  return { client, accessToken: data.session.access_token }
}

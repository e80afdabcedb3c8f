// pnpm --filter @teamboard/console make-staff <email> [--revoke]
// Sets (or clears) app_metadata.staff for an existing user through the auth admin API. Locally it
// talks to `pnpm db:start`'s backend with its well-known dev secret key; against another project,
// pass SUPABASE_URL and SUPABASE_SECRET_KEY in the environment (see the README).
import { createClient } from '@supabase/supabase-js'
import type { Database } from '@teamboard/supabase'
import { scriptEnv } from './env.ts'

const [email, flag] = process.argv.slice(2)
if (!email || !email.includes('@') || (flag && flag !== '--revoke')) {
  console.error('usage: pnpm --filter @teamboard/console make-staff <email> [--revoke]')
  process.exit(2)
}

const { url, secretKey } = scriptEnv()
const admin = createClient<Database>(url, secretKey, {
  auth: { persistSession: false, autoRefreshToken: false },
})

const { data: id, error: lookup } = await admin.rpc('support_user_id_by_email', { address: email })
if (lookup) throw new Error(`could not look up ${email}: ${lookup.message}`)
if (typeof id !== 'string') {
  console.error(`no user with the address ${email} at ${url}; they must sign up first`)
  process.exit(1)
}
const staff = flag !== '--revoke'
const { data: found, error: read } = await admin.auth.admin.getUserById(id)
if (read) throw new Error(`could not read ${email}: ${read.message}`)
// updateUserById replaces app_metadata's keys it names and keeps the others (provider, …).
const { error } = await admin.auth.admin.updateUserById(id, {
  app_metadata: { ...found.user.app_metadata, staff },
})
if (error) throw new Error(`could not update ${email}: ${error.message}`)
console.log(
  `${email} is ${staff ? 'now staff' : 'no longer staff'} at ${url}. ` +
    'Their next sign-in (or token refresh) carries the change; the staff function checks it on every call.',
)

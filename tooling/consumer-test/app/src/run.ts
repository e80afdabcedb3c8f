// Plain Node (no bundler, no Next) against the server entries, talking to a real backend.
// Each check prints one line; the first failure throws and the process exits non-zero.
import { strict as assert } from 'node:assert'
import { safeRedirect, signInPath } from '@teamboard/auth'
import { userFromClaims, verifiedUser } from '@teamboard/auth/server'
import { getPagesUser } from '@teamboard/auth/server/pages'
import type { TypedSupabaseClient } from '@teamboard/supabase'
import { createAdminClient } from '@teamboard/supabase/admin'
import { errorCatalogue, toAppError } from '@teamboard/supabase/errors'
import { createWorkspace } from '@teamboard/supabase/mutations'
import {
  getProfile,
  getWorkspaceBySlug,
  listMembers,
  listMyWorkspaces,
} from '@teamboard/supabase/queries'
import { slugSchema } from '@teamboard/supabase/schemas'
import { createPagesServerClient } from '@teamboard/supabase/server/pages'
import { scrubString } from '@teamboard/telemetry'
import { createServerClient as createSsrServerClient } from '@supabase/ssr'
import { createClient } from '@supabase/supabase-js'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { AuthProvider, useSession, useUser } from '@teamboard/auth/react'

const url = required('SUPABASE_URL')
const publishableKey = required('SUPABASE_PUBLISHABLE_KEY')
const secretKey = required('SUPABASE_SECRET_KEY')

function required(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set`)
  return value
}

function ok(what: string): void {
  console.log(`ok  ${what}`)
}

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const email = `consumer-${stamp}@example.com`
const password = 'consumer-pass-1'

const admin = createAdminClient({ url, key: secretKey })
const created = await admin.auth.admin.createUser({ email, password, email_confirm: true })
assert.equal(created.error, null, `admin createUser: ${created.error?.message}`)
const userId = created.data.user!.id
ok('createAdminClient: auth.admin.createUser')

const user = createClient(url, publishableKey, {
  auth: { persistSession: false, autoRefreshToken: false },
}) as unknown as TypedSupabaseClient
const wrong = await user.auth.signInWithPassword({ email, password: 'not-the-password-1' })
assert.equal(toAppError(wrong.error).code, 'invalid_credentials')
assert.equal(toAppError(wrong.error).message, errorCatalogue.invalid_credentials)
ok('toAppError: a wrong password is invalid_credentials in catalogue words')

const signedIn = await user.auth.signInWithPassword({ email, password })
assert.equal(signedIn.error, null, `sign in: ${signedIn.error?.message}`)
const me = await verifiedUser(user)
assert.equal(me?.id, userId)
assert.equal(me?.email, email)
assert.equal(userFromClaims({ sub: '', role: 'anon' } as never), null)
ok('verifiedUser (getClaims) returns the signed-in user')

const profile = await getProfile(user, userId)
assert.equal(profile.error, null)
assert.equal(profile.data?.id, userId)
ok('queries: getProfile')

const slug = slugSchema.parse(`c-${stamp}`)
const workspace = await createWorkspace(user, { name: 'Consumer test', slug })
assert.equal(workspace.error, null, `createWorkspace: ${workspace.error?.code}`)
const again = await createWorkspace(user, { name: 'Consumer test', slug })
assert.equal(again.error?.code, 'slug_taken')
ok('mutations: createWorkspace, then slug_taken for the same slug')

const mine = await listMyWorkspaces(user, userId)
assert.deepEqual(
  mine.data?.map((w) => [w.slug, w.role]),
  [[slug, 'owner']],
)
const missing = await getWorkspaceBySlug(user, userId, `missing-${stamp}`)
assert.equal(missing.error?.code, 'not_found')
const members = await listMembers(admin, workspace.data!.id)
assert.deepEqual(
  members.data?.map((m) => [m.user_id, m.role]),
  [[userId, 'owner']],
)
ok('queries: listMyWorkspaces, getWorkspaceBySlug (not_found), listMembers (admin client)')

// The Pages Router entries on a request as getServerSideProps gets it. They only read the
// session the proxy settled (they never refresh or write cookies), so the session is written the
// way a proxy writes it, by @supabase/ssr's server client into a cookie jar; a later request that
// sends those cookies back is that user, and one without them is a visitor.
const jar = new Map<string, string>()
const signer = createSsrServerClient(url, publishableKey, {
  cookies: {
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    setAll: (cookies) => {
      for (const { name, value } of cookies) jar.set(name, value)
    },
  },
})
const pagesSignIn = await signer.auth.signInWithPassword({ email, password })
assert.equal(pagesSignIn.error, null, `pages sign in: ${pagesSignIn.error?.message}`)
const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
assert.match(cookie, /^sb-[^=]+-auth-token/)
const visitor = await getPagesUser({ req: { headers: {} } })
assert.equal(visitor.user, null)
const returning = await getPagesUser({ req: { headers: { cookie } } })
assert.equal(returning.user?.id, userId)
const ownProfile = await getProfile(returning.supabase, userId)
assert.equal(ownProfile.data?.id, userId)
const reader = await createPagesServerClient({ req: { headers: { cookie } } })
assert.equal((await reader.auth.getClaims()).data?.claims.sub, userId)
ok('server/pages: getPagesUser and createPagesServerClient read the session the cookies carry')

assert.equal(safeRedirect('//evil.example'), '/w')
assert.equal(safeRedirect('/w/acme?tab=board'), '/w/acme?tab=board')
assert.equal(signInPath('/w/acme'), '/sign-in?next=%2Fw%2Facme')
ok('safeRedirect and signInPath')

const scrubbed = scrubString(`GET /rest/v1/tasks?apikey=${secretKey} for ${email}`)
assert.equal(scrubbed.includes(secretKey) || scrubbed.includes(email), false, scrubbed)
ok('telemetry: scrubString removes an API key and an email address')

function Who() {
  const signedInUser = useUser()
  const { status } = useSession()
  return createElement('p', null, `${status}:${signedInUser?.id ?? 'nobody'}`)
}
const html = renderToString(
  createElement(AuthProvider, {
    supabase: null,
    router: { navigate() {}, refresh() {} },
    initialUser: signedIn.data.user,
    children: createElement(Who),
  }),
)
assert.match(html, new RegExp(`signed-in:${userId}`))
ok('AuthProvider + useUser/useSession render on the server (react-dom/server)')

await admin.auth.admin.deleteUser(userId)

import { startLocalSupabase } from '@teamboard/local-supabase'
import { createTask } from '@teamboard/supabase/mutations'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createUsers, type LocalSupabase, type TestUser } from './support/backend.ts'
import { createTeam, must } from './support/team.ts'

// A notification mail that failed for good is visible to staff: the staff function's user lookup
// (what the support console's user card shows) lists it with its last error.

let backend: LocalSupabase
let staff: TestUser
let bob: TestUser
let alice: TestUser

beforeAll(async () => {
  backend = await startLocalSupabase({ seed: false, realtime: false, cron: false, quiet: true })
  ;[staff, alice, bob] = await createUsers(backend, ['Staff', 'Alice', 'Bob'])
  const made = await backend.serviceClient.auth.admin.updateUserById(staff.id, {
    app_metadata: { staff: true },
  })
  if (made.error) throw made.error
  // A fresh token carries nothing the function trusts; it reads app_metadata itself.
  await staff.client.auth.refreshSession()
}, 90_000)

afterAll(async () => {
  await backend?.stop()
})

it("the staff user lookup lists a person's failed notification mail with its error", async () => {
  const ws = await createTeam(alice, [[bob, 'member']])
  must(await createTask(alice.client, ws.id, { title: 'T', position: 'a0', assigneeId: bob.id }))
  await backend.sql(
    `update public.notification_mails set status = 'failed', attempts = 5, last_error = '550 no such mailbox'
     where user_id = $1`,
    [bob.id],
  )
  type Lookup = {
    user: {
      failedMails: { workspace: string | null; attempts: number; lastError: string | null }[]
    }
  }
  // functions-js types a failure's `error` as any.
  const { data, error } = (await staff.client.functions.invoke<Lookup>('staff', {
    body: { op: 'find-user', query: bob.email },
  })) as { data: Lookup | null; error: unknown }
  expect(error).toBeNull()
  expect(
    data!.user.failedMails.map(({ workspace, attempts, lastError }) => ({
      workspace,
      attempts,
      lastError,
    })),
  ).toEqual([{ workspace: ws.slug, attempts: 5, lastError: '550 no such mailbox' }])
})

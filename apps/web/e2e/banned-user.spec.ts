import { expect, test } from './console-errors.ts'
import { clientAs, person, serviceClient } from './board-helpers.ts'
import { signInTo } from './workspace-helpers.ts'

// The support console bans through the `staff` edge function (apps/console); the web app must
// refuse the banned user on their very next request, not when their access token runs out.
test('a user banned by staff in the support console is refused on their next request', async ({
  page,
}) => {
  const [staff, customer] = await Promise.all([person('staff'), person('customer')])
  const made = await serviceClient().auth.admin.updateUserById(staff.id, {
    app_metadata: { staff: true },
  })
  expect(made.error).toBeNull()
  await signInTo(page, customer.email, '/w')

  const staffClient = await clientAs(staff.email)
  const banned = await staffClient.functions.invoke('staff', {
    body: { op: 'act', action: 'ban', userId: customer.id, reason: 'Abuse report 42' },
  })
  expect(banned.response?.status).toBe(200)

  await page.reload()
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fw$/)
})

import { expect, test } from './console-errors.ts'
import { clientAs, seedTasks, serviceClient, team } from './board-helpers.ts'
import { comment, openTaskPage } from './detail-helpers.ts'
import { signInTo } from './workspace-helpers.ts'

test.describe.configure({ timeout: 90_000 })

test('a sole owner cannot delete their account until they transfer; afterwards their comments stay as "Deleted user"', async ({
  browser,
}) => {
  const { slug, workspaceId, owner, mate } = await team()
  const [taskId] = await seedTasks(owner.email, workspaceId, [{ title: 'Hand over' }])
  const asOwner = await clientAs(owner.email)
  const added = await asOwner
    .from('comments')
    .insert({ task_id: taskId!, workspace_id: workspaceId, body: 'Notes for whoever is next' })
  expect(added.error).toBeNull()

  const page = await (await browser.newContext()).newPage()
  await signInTo(page, owner.email, '/account')
  const confirm = page.getByLabel('Type DELETE to confirm')
  const submit = page.getByRole('button', { name: 'Delete my account' })
  await expect(submit).toBeDisabled()
  await confirm.fill('DELETE')
  await submit.click()
  await expect(page.getByText('A workspace needs at least one owner.')).toBeVisible()
  await expect(confirm).toHaveValue('DELETE')
  const { data: still } = await serviceClient().auth.admin.getUserById(owner.id)
  expect(still.user?.id).toBe(owner.id)

  // Ownership goes to the teammate (the members screen's transfer is covered by its own spec).
  const transferred = await asOwner.rpc('transfer_ownership', {
    workspace_id: workspaceId,
    new_owner_id: mate.id,
  })
  expect(transferred.error).toBeNull()

  await submit.click()
  await page.waitForURL((url) => url.pathname === '/')
  const gone = await serviceClient().auth.admin.getUserById(owner.id)
  expect(gone.data.user).toBeNull()

  const b = await openTaskPage(browser, mate, slug, 1)
  await expect(comment(b, 'Notes for whoever is next')).toContainText('Deleted user')
})

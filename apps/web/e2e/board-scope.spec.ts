import { expect, test } from './console-errors.ts'
import { column, pickFromCardMenu, seedTasks, serviceClient, team } from './board-helpers.ts'
import { E2E_BASE_URL } from './env.ts'
import { actionId } from './server-actions.ts'
import { createWorkspaceAs, signInTo, uniqueSlug } from './workspace-helpers.ts'

// RLS lets a member of two workspaces edit either one's tasks; a board action still acts only
// on tasks of the workspace its URL names, so what it revalidates and reports is that board's.
test("a board action leaves another workspace's task alone, even for a member of both", async ({
  page,
}) => {
  const crew = await team('member')
  await seedTasks(crew.owner.email, crew.workspaceId, [{ title: 'Theirs' }])
  const solo = uniqueSlug('solo')
  await createWorkspaceAs(crew.mate.email, 'Solo', solo)
  const service = serviceClient()
  const readTask = async () =>
    (
      await service
        .from('tasks')
        .select('id, title, status, position')
        .eq('workspace_id', crew.workspaceId)
        .single()
    ).data!
  const before = await readTask()
  await signInTo(page, crew.mate.email, `/w/${solo}`)

  const post = async (name: string, slug: string, args: Record<string, unknown>) => {
    const response = await page.request.post(`/w/${slug}`, {
      headers: {
        'next-action': await actionId(name, 'task-actions'),
        referer: `${E2E_BASE_URL}/w/${slug}`,
        accept: 'text/x-component',
        'content-type': 'text/plain;charset=UTF-8',
      },
      data: JSON.stringify([{ workspace: slug, ...args }]),
    })
    expect(response.status()).toBe(200)
    return response.text()
  }

  // A drop goes to `move_task` from the browser, scoped to the board's workspace and board by
  // its own arguments (supabase/tests/boards-rules.test.ts).
  const id = before.id
  expect(await post('updateTaskAction', solo, { id, patch: { title: 'Hijacked' } })).toContain(
    '"code":"not_found"',
  )
  expect(await post('deleteTaskAction', solo, { id })).toContain('"code":"not_found"')
  expect(await readTask()).toEqual(before)

  // The same call through the task's own workspace is the teammate's right.
  expect(await post('updateTaskAction', crew.slug, { id, patch: { priority: 'high' } })).toContain(
    '"ok":true',
  )
  expect(await readTask()).toMatchObject({ id, title: 'Theirs' })
  expect((await service.from('tasks').select('priority').eq('id', id).single()).data).toEqual({
    priority: 'high',
  })
})

// A drop goes from the browser to `move_task` (docs/decisions/board-moves.md): a refusal is the
// database's, in the catalogue's words, and the card goes back where it was.
test('a move the database refuses puts the card back and says why', async ({
  browser,
  consoleErrors,
}) => {
  const crew = await team('member')
  const [id] = await seedTasks(crew.owner.email, crew.workspaceId, [{ title: 'Stays put' }])
  // Once its live channel joins, the board catches up by reloading its first page through a
  // server action (use-board-live.ts). A removal before that reload would only empty the board,
  // so the teammate is removed once it has answered.
  const reload = await actionId('boardPageAction', 'page-actions')
  const context = await browser.newContext()
  const page = await context.newPage()
  const caughtUp = page.waitForResponse(
    (response) => response.request().headers()['next-action'] === reload,
  )
  await signInTo(page, crew.mate.email, `/w/${crew.slug}`)
  await caughtUp
  await expect(column(page, 'Todo').getByRole('article')).toHaveCount(1)
  // The owner removes the teammate, whose open board does not know it yet.
  const removed = await serviceClient()
    .from('workspace_members')
    .delete()
    .eq('workspace_id', crew.workspaceId)
    .eq('user_id', crew.mate.id)
  expect(removed.error).toBeNull()
  // The RPC's refusal is an HTTP error, which Chromium logs.
  consoleErrors.allow(/Failed to load resource: the server responded with a status of 4\d\d/)
  await pickFromCardMenu(page, 'Stays put', 'Status', 'Done')
  // The board's own calls to the server since the removal are refused in the same words.
  await expect(page.getByText('Not found', { exact: true }).first()).toBeVisible()
  await expect(column(page, 'Todo').getByRole('article')).toHaveCount(1)
  await expect(column(page, 'Done').getByRole('article')).toHaveCount(0)
  const { data } = await serviceClient().from('tasks').select('status').eq('id', id!).single()
  expect(data).toEqual({ status: 'todo' })
})

import { expect, test } from './console-errors.ts'
import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js'
import { card, clientAs, openBoard, seedTasks, team } from './board-helpers.ts'
import { signInTo } from './workspace-helpers.ts'

test.describe.configure({ timeout: 90_000 })

test('B filters the board; the URL reproduces the filter in a third page', async ({ browser }) => {
  const { slug, workspaceId, owner, mate } = await team()
  await seedTasks(owner.email, workspaceId, [
    { title: 'Fix login bug', priority: 'high', assignee_id: mate.id },
    { title: 'Fix footer bug', priority: 'low', assignee_id: mate.id },
    { title: 'Plan the offsite', priority: 'high' },
    { title: 'Fix billing bug', priority: 'high', assignee_id: owner.id },
  ])
  const b = await openBoard(browser, mate, slug)
  await expect(b.getByRole('article')).toHaveCount(4)

  await b.getByLabel('Search titles').fill('fix bug')
  await b.getByRole('combobox', { name: 'Priority' }).click()
  await b.getByRole('option', { name: 'High' }).click()
  await b.getByRole('combobox', { name: 'Assignee' }).click()
  await b.getByRole('option', { name: 'Assigned to me' }).click()

  await expect(b.getByRole('article')).toHaveCount(1)
  await expect(card(b, 'Fix login bug')).toBeVisible()
  await expect(b.getByRole('region', { name: 'Todo', exact: true })).toContainText('1 of 4')
  const url = new URL(b.url())
  expect(Object.fromEntries(url.searchParams)).toEqual({
    q: 'fix bug',
    priority: 'high',
    assignee: 'me',
  })

  // The same link in a third page (another tab of B's browser) shows the same board.
  const third = await b.context().newPage()
  await third.goto(url.pathname + url.search)
  await expect(third.getByLabel('Search titles')).toHaveValue('fix bug')
  await expect(third.getByRole('combobox', { name: 'Priority' })).toHaveText('High')
  await expect(third.getByRole('combobox', { name: 'Assignee' })).toHaveText('Assigned to me')
  await expect(third.getByRole('article')).toHaveCount(1)
  await expect(card(third, 'Fix login bug')).toBeVisible()

  // "Unassigned", then clearing, without a reload.
  await third.getByRole('combobox', { name: 'Assignee' }).click()
  await third.getByRole('option', { name: 'Unassigned' }).click()
  await expect(third.getByRole('article')).toHaveCount(0)
  await third.getByRole('button', { name: 'Clear filters' }).click()
  await expect(third.getByRole('article')).toHaveCount(4)
  expect(new URL(third.url()).search).toBe('')
})

test('a member of another workspace gets 404 and receives none of its events', async ({
  browser,
  consoleErrors,
}) => {
  // The board page answering 404 is the point; Chromium logs that response as an error.
  consoleErrors.allow(/status of 404 \(Not Found\)/)
  const { slug, workspaceId, owner } = await team()
  // A member of their own workspace, not of this one.
  const outsider = (await team()).mate

  const context = await browser.newContext()
  const page = await context.newPage()
  await signInTo(page, outsider.email, '/w')
  const response = await page.goto(`/w/${slug}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("This page doesn't exist")

  // Behind the UI: subscribed to the other workspace's tasks by id, the outsider hears nothing,
  // while the owner of that workspace (subscribed the same way) does.
  const received = { outsider: 0, owner: 0 }
  const subscribe = async (email: string, key: keyof typeof received) => {
    const client = await clientAs(email)
    await new Promise<void>((resolve, reject) => {
      client
        .channel(`spy:${key}`)
        .on(
          'postgres_changes',
          {
            event: '*',
            schema: 'public',
            table: 'tasks',
            filter: `workspace_id=eq.${workspaceId}`,
          },
          () => void received[key]++,
        )
        .subscribe((status) =>
          status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED
            ? resolve()
            : status !== REALTIME_SUBSCRIBE_STATES.CLOSED && reject(new Error(status)),
        )
    })
    return client
  }
  const clients = [
    await subscribe(outsider.email, 'outsider'),
    await subscribe(owner.email, 'owner'),
  ]
  await seedTasks(owner.email, workspaceId, [{ title: 'Secret plan' }])
  await expect.poll(() => received.owner).toBe(1)
  await page.waitForTimeout(500)
  expect(received.outsider).toBe(0)
  await Promise.all(clients.map((client) => client.removeAllChannels()))
})

test('/ takes a signed-in person to the board they last opened, else to /w', async ({
  browser,
}) => {
  const { slug, owner, mate } = await team()
  const page = await openBoard(browser, owner, slug)
  // The board notes itself once hydrated.
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'tb-last-workspace'))
    .toMatchObject({ value: slug })
  await page.goto('/')
  await expect(page).toHaveURL(new RegExp(`/w/${slug}$`))

  // No board opened in this browser yet: the workspace list.
  const fresh = await (await browser.newContext()).newPage()
  await signInTo(fresh, mate.email, '/w')
  await fresh.goto('/')
  await expect(fresh).toHaveURL(/\/w$/)
})

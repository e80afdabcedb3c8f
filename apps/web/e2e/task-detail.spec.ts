import { expect, test } from './console-errors.ts'
import { card, openBoard, seedTasks, team } from './board-helpers.ts'
import { comment, openTaskPage, sendComment } from './detail-helpers.ts'

// Two people on one task in two browsers, against the real backend and realtime.
test.describe.configure({ timeout: 120_000 })

test('A opens a task from the board as a dialog, B as a page; comments and edits arrive live', async ({
  browser,
}) => {
  const { slug, workspaceId, owner, mate } = await team()
  await seedTasks(owner.email, workspaceId, [
    { title: 'Plan the offsite' },
    { title: 'Book rooms' },
  ])
  const a = await openBoard(browser, owner, slug)
  await a.getByLabel('Search titles').fill('offsite')
  await expect(card(a, 'Book rooms')).toHaveCount(0)
  await expect(a).toHaveURL(/[?&]q=offsite/)
  const filtered = a.url()

  await a.getByRole('link', { name: /Plan the offsite/ }).click()
  const dialog = a.getByRole('dialog')
  await expect(dialog.getByTestId('task-detail')).toBeVisible()
  await expect(a).toHaveURL(new RegExp(`/w/${slug}/tasks/1\\?`))

  const b = await openTaskPage(browser, mate, slug, 1)
  await expect(b.getByRole('dialog')).toHaveCount(0)
  await expect(b.getByTestId('detail-title')).toHaveText('Plan the offsite')

  await sendComment(a, 'Shall we go to the **coast**?')
  await expect(comment(b, 'Shall we go to the coast?')).toBeVisible()
  await expect(comment(b, 'coast').locator('strong')).toHaveText('coast')
  await expect(comment(b, 'coast')).toContainText(owner.name)

  await sendComment(b, 'Mountains, surely')
  await expect(comment(a, 'Mountains, surely')).toBeVisible()
  // B may edit their own comment, not A's; A sees the edit live, marked as edited.
  await expect(comment(b, 'coast').getByRole('button', { name: 'Edit' })).toHaveCount(0)
  await comment(b, 'Mountains').getByRole('button', { name: 'Edit' }).click()
  const editBox = b.getByRole('combobox', { name: 'Edit comment' })
  await editBox.fill('Mountains, or a lake')
  await editBox.press('ControlOrMeta+Enter')
  await expect(comment(b, 'Mountains, or a lake')).toContainText('(edited)')
  await expect(comment(a, 'Mountains, or a lake')).toContainText('(edited)')

  // A field change in the dialog reaches B's page, with its line in the timeline.
  await dialog.getByRole('combobox', { name: /^Status/ }).click()
  await a.getByRole('option', { name: 'In progress' }).click()
  await expect(b.getByRole('combobox', { name: /^Status/ })).toHaveText('In progress')
  await expect(b.getByTestId('activity').last()).toContainText(
    `${owner.name} moved this from Todo to In progress`,
  )
  await b.getByRole('combobox', { name: /^Priority/ }).click()
  await b.getByRole('option', { name: 'High' }).click()
  await expect(dialog.getByRole('combobox', { name: /^Priority/ })).toHaveText('High')

  // Escape closes the dialog; the board underneath kept its filter.
  await dialog.getByTestId('detail-key').click()
  await a.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(a).toHaveURL(filtered)
  await expect(a.getByLabel('Search titles')).toHaveValue('offsite')
  await expect(card(a, 'Plan the offsite')).toBeVisible()
  await expect(card(a, 'Book rooms')).toHaveCount(0)

  // Forward again and a reload: the same URL is then a full page.
  await a.goForward()
  await expect(a.getByRole('dialog').getByTestId('task-detail')).toBeVisible()
  await a.reload()
  await expect(a.getByTestId('task-detail')).toBeVisible()
  await expect(a.getByRole('dialog')).toHaveCount(0)
  await expect(comment(a, 'Mountains, or a lake')).toBeVisible()
})

test('a description with raw HTML and a javascript: link renders inert', async ({ browser }) => {
  const { slug, workspaceId, owner, mate } = await team()
  await seedTasks(owner.email, workspaceId, [{ title: 'Hostile text' }])
  const a = await openTaskPage(browser, owner, slug, 1)
  const dialogs: string[] = []
  a.on('dialog', (d) => void (dialogs.push(d.message()), d.dismiss()))

  await a.getByRole('button', { name: 'Edit description' }).click()
  await a
    .getByRole('combobox', { name: 'Description' })
    .fill(
      '<img src=x onerror=alert(1)>\n\n[click me](javascript:alert(1))\n\n<script>alert(2)</script>\n\n**Still bold**',
    )
  await a.getByRole('button', { name: 'Save description' }).click()
  const description = a.getByTestId('detail-description')
  await expect(description.locator('strong')).toHaveText('Still bold')

  const b = await openTaskPage(browser, mate, slug, 1)
  for (const page of [a, b]) {
    const shown = page.getByTestId('detail-description')
    await expect(shown.locator('strong')).toHaveText('Still bold')
    await expect(shown.locator('img, script, [onerror]')).toHaveCount(0)
    await expect(shown.getByText('click me')).toBeVisible()
    expect(await shown.locator('a[href^="javascript" i]').count()).toBe(0)
    await shown.getByText('click me').click()
  }
  await b.waitForTimeout(500)
  expect(dialogs).toEqual([])
})

test('offline, an edit in the detail is kept, said so, and saved on reconnect', async ({
  browser,
  consoleErrors,
}) => {
  // Offline, the page's requests fail, and the browser logs each.
  consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED/)
  const { slug, workspaceId, owner, mate } = await team()
  await seedTasks(owner.email, workspaceId, [{ title: 'Written on a train' }])
  const a = await openTaskPage(browser, owner, slug, 1)
  const b = await openTaskPage(browser, mate, slug, 1)

  await a.context().setOffline(true)
  await a.getByRole('button', { name: 'Edit title' }).click()
  const title = a.getByRole('textbox', { name: /^Title of/ })
  await title.fill('Written on a train, sent from the station')
  await title.press('Enter')
  await expect(a.getByTestId('detail-title')).toHaveText(
    'Written on a train, sent from the station',
  )
  await expect(a.getByText("You're offline. Your change will be retried.").first()).toBeVisible()
  await sendComment(a, 'Tunnel ahead')
  await expect(comment(a, 'Tunnel ahead')).toBeVisible()
  // Give a wrongly-sent change time to arrive: it must not.
  await b.waitForTimeout(1_000)
  await expect(b.getByTestId('detail-title')).toHaveText('Written on a train')
  await expect(comment(b, 'Tunnel ahead')).toHaveCount(0)

  await a.context().setOffline(false)
  await expect(b.getByTestId('detail-title')).toHaveText(
    'Written on a train, sent from the station',
  )
  await expect(comment(b, 'Tunnel ahead')).toBeVisible()
  await expect(a.getByText("You're offline. Your change will be retried.")).toHaveCount(0)
  await a.reload()
  await expect(a.getByTestId('detail-title')).toHaveText(
    'Written on a train, sent from the station',
  )
  await expect(comment(a, 'Tunnel ahead')).toBeVisible()
})

import { type Page } from '@playwright/test'
import { expect, test } from './console-errors.ts'
import { checkScreen, type ScreenResult } from './a11y-helpers.ts'
import { headerName } from './auth-helpers.ts'
import { seedTasks, serviceClient, team } from './board-helpers.ts'
import { comment, openTaskPage } from './detail-helpers.ts'

// @mentions and watching in two browsers, against the real backend: A mentions B with the
// keyboard alone, B hears it in the bell, the mention shows B's current name as a chip (and
// follows a rename), and B watches and unwatches the task.
test.describe.configure({ timeout: 120_000 })

function failOnConsoleErrors(page: Page, seen: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.includes('/monitoring'))
      seen.push(message.text())
  })
  page.on('pageerror', (error) => seen.push(error.message))
}

/** A list entry's text ends with the name (its avatar's initials come first). */
function ends(name: string) {
  return new RegExp(`${name.replace(/[()]/g, '\\$&')}$`)
}

test('A mentions B with the keyboard; the chip names B as B is now; B watches and unwatches', async ({
  browser,
}, testInfo) => {
  const { slug, workspaceId, owner, mate } = await team()
  // Someone who was mentioned and is no longer a member: plain text, no chip.
  const former = '0f0f0f0f-0000-4000-8000-00000000000f'
  await seedTasks(owner.email, workspaceId, [
    { title: 'Draft the agenda', description: `Ask @[Old Friend](${former}) first.` },
  ])
  const a = await openTaskPage(browser, owner, slug, 1)
  const b = await openTaskPage(browser, mate, slug, 1)
  const errors: string[] = []
  failOnConsoleErrors(a, errors)
  failOnConsoleErrors(b, errors)
  const description = a.getByTestId('detail-description')
  await expect(description).toHaveText('Ask @Old Friend first.')
  await expect(description.getByTestId('mention')).toHaveCount(0)
  // B's bell goes live with the page's first interaction and counts again once it has joined
  // (notification-bell.tsx), so the mention shows without a reload whenever it lands.
  await b.mouse.move(20, 20)

  // A, keyboard only: `@` opens the picker with both members, Escape closes only the picker.
  const box = a.getByRole('combobox', { name: 'Comment', exact: true })
  await box.focus()
  await a.keyboard.type('Over to @Ada')
  const picker = a.getByRole('listbox', { name: 'Members to mention' })
  await expect(picker.getByRole('option')).toHaveCount(2)
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await expect(a.getByRole('status').filter({ hasText: '2 members found' })).toBeAttached()
  const results: ScreenResult[] = []
  await checkScreen(a, testInfo, results, 'mention-picker', { phone: false })
  await a.keyboard.press('Escape')
  await expect(picker).toHaveCount(0)
  await expect(box).toHaveValue('Over to @Ada')
  await expect(box).toBeFocused()

  // Typing on after a fresh `@` filters; arrows move the active option, Tab picks it.
  for (let n = 0; n < 4; n++) await a.keyboard.press('Backspace')
  const tag = mate.name.split(' ')[1]!
  await a.keyboard.type(`@Ada ${tag}`)
  await expect(picker.getByRole('option')).toHaveCount(1)
  await expect(picker.getByRole('option', { name: mate.name, exact: true })).toBeVisible()
  await a.keyboard.press('ArrowDown')
  await a.keyboard.press('ArrowUp')
  await expect(picker.getByRole('option', { name: mate.name })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await picker.getByRole('option').getAttribute('id'))!,
  )
  await a.keyboard.press('Tab')
  await expect(picker).toHaveCount(0)
  await expect(box).toHaveValue(`Over to @[${mate.name}](${mate.id}) `)
  await a.keyboard.type('for review.')
  await a.keyboard.press('ControlOrMeta+Enter')
  await expect(box).toHaveValue('')

  // The comment shows B's name as a chip, never the stored token, for A and (live) for B.
  for (const page of [a, b]) {
    const posted = comment(page, 'for review.')
    await expect(posted.getByTestId('mention')).toHaveText(`@${mate.name}`)
    await expect(posted).not.toContainText('@[')
  }
  await expect(b.getByRole('link', { name: 'Inbox, 1 unread' })).toBeVisible({ timeout: 15_000 })

  // The description has the same picker; Enter picks there.
  await a.getByRole('button', { name: 'Edit description' }).click()
  const editor = a.getByRole('combobox', { name: 'Description' })
  await expect(editor).toBeFocused()
  await a.keyboard.press('ControlOrMeta+End')
  await a.keyboard.type(` cc @Ada ${tag}`)
  await expect(a.getByRole('listbox', { name: 'Members to mention' })).toBeVisible()
  await a.keyboard.press('Enter')
  await expect(editor).toHaveValue(
    `Ask @[Old Friend](${former}) first. cc @[${mate.name}](${mate.id}) `,
  )
  await a.keyboard.press('ControlOrMeta+Enter')
  await expect(description.getByTestId('mention')).toHaveText(`@${mate.name}`)
  await expect(b.getByRole('link', { name: 'Inbox, 2 unread' })).toBeVisible({ timeout: 15_000 })

  // B renames themself; the mention follows, the stored text does not change.
  // A fill that races the form's hydration runs the old and the new name together (as in
  // auth-account.spec.ts): wait for the header to name the user (it does once the page has
  // hydrated), then fill until the field holds the new name.
  await b.goto('/account')
  await expect(headerName(b)).toBeVisible()
  const nameField = b.getByLabel('Display name')
  await expect(async () => {
    await nameField.fill('Bea Renamed')
    await expect(nameField).toHaveValue('Bea Renamed', { timeout: 1_000 })
  }).toPass()
  await b.getByRole('button', { name: 'Save name' }).click()
  await expect(b.getByRole('button', { name: 'Save name' })).toBeEnabled()
  await expect
    .poll(async () => {
      const { data } = await serviceClient()
        .from('profiles')
        .select('display_name')
        .eq('id', mate.id)
        .single()
      return data?.display_name
    })
    .toBe('Bea Renamed')
  await a.reload()
  await expect(comment(a, 'for review.').getByTestId('mention')).toHaveText('@Bea Renamed')
  await expect(description.getByTestId('mention')).toHaveText('@Bea Renamed')
  await expect(description).toHaveText('Ask @Old Friend first. cc @Bea Renamed')

  // Watching: the creator and the mentioned member watch; B unwatches and watches again.
  await b.goto(`/w/${slug}/tasks/1`)
  const watchers = b.getByTestId('watchers')
  await expect(watchers.getByRole('listitem')).toHaveText([
    ends(owner.name),
    ends('Bea Renamed (you)'),
  ])
  await b.getByRole('button', { name: 'Unwatch' }).click()
  await expect(watchers.getByRole('listitem')).toHaveText([ends(owner.name)])
  await expect(b.getByRole('heading', { name: 'Watchers (1)' })).toBeVisible()
  await b.getByRole('button', { name: 'Watch', exact: true }).click()
  await expect(watchers.getByRole('listitem')).toHaveText([
    ends(owner.name),
    ends('Bea Renamed (you)'),
  ])
  await a.reload()
  await expect(a.getByTestId('watchers').getByRole('listitem')).toHaveText([
    ends(`${owner.name} (you)`),
    ends('Bea Renamed'),
  ])
  expect(errors).toEqual([])
})

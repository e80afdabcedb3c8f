import { type Page, type TestInfo } from '@playwright/test'
import { expect, test } from './console-errors.ts'
import { attachResults, checkScreen, DESKTOP, PHONE, type ScreenResult } from './a11y-helpers.ts'
import { newUser } from './auth-helpers.ts'
import { openCardMenu, seedTasks, team } from './board-helpers.ts'
import { invitationPath, signInTo } from './workspace-helpers.ts'

// Every screen of the app, signed out and signed in, with its dialogs and menus open: axe in both
// themes and the phone-size checks (a11y-helpers.ts). One context per test, one load per screen.
test.describe.configure({ timeout: 300_000 })
test.use({ viewport: DESKTOP })

async function heading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

test('every signed-out screen passes axe in both themes and fits a phone', async ({
  page,
  consoleErrors,
}, testInfo) => {
  // The 404 page is one of the screens: the browser logs its status.
  consoleErrors.allow(/status of 404 .*\/no-such-page\)$/)
  const results: ScreenResult[] = []
  const screens: [string, string, string | RegExp][] = [
    ['landing', '/', /Plan, track and ship/],
    ['sign-in', '/sign-in', 'Sign in to Teamboard'],
    ['sign-up', '/sign-up', 'Create your account'],
    ['forgot-password', '/forgot-password', /password/i],
    ['auth-error', '/auth/error', /.+/],
    ['not-found', '/no-such-page', /.+/],
  ]
  for (const [name, path, title] of screens) {
    await page.goto(path)
    await heading(page, title)
    await checkScreen(page, testInfo, results, name)
  }
  // A sign-in refusal shows its alert and field errors.
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByText(/enter/i).first()).toBeVisible()
  await checkScreen(page, testInfo, results, 'sign-in-errors', { phone: false })
  await attachResults(testInfo, results)
})

/** An owner with a teammate and three tasks, signed in on the board. */
async function signedIn(page: Page, testInfo: TestInfo) {
  const results: ScreenResult[] = []
  const check = (screen: string, within?: string) =>
    checkScreen(page, testInfo, results, screen, { within })
  const { slug, workspaceId, owner, mate } = await team()
  await seedTasks(owner.email, workspaceId, [
    { title: 'Audit colours', priority: 'urgent', assignee_id: mate.id },
    { title: 'Label every control', priority: 'medium', status: 'in_progress' },
    { title: 'Ship it', status: 'done' },
  ])
  await signInTo(page, owner.email, `/w/${slug}`)
  return { results, check, slug, mate }
}

// Signed in, in two halves so each stays well inside its time limit on a busy machine.
test('the board, the task detail and the header and workspace menus pass axe in both themes and fit a phone', async ({
  page,
}, testInfo) => {
  const { results, check } = await signedIn(page, testInfo)

  // The board, a card's menu and the task detail as a dialog over it and as its own page.
  await expect(page.getByRole('list', { name: 'Viewing now' })).toBeVisible()
  await check('board')
  await openCardMenu(page, 'Audit colours')
  await page.getByRole('menuitem', { name: 'Assignee' }).click()
  await expect(page.getByRole('menuitemradio', { name: 'Unassigned' })).toBeVisible()
  await check('board-task-menu', '[role="menu"]')
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await page.getByRole('link', { name: /Audit colours/ }).click()
  await expect(page.getByRole('dialog').getByTestId('task-detail')).toBeVisible()
  await check('task-detail-dialog', '[role="dialog"]')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const taskPath = new URL(
    (await page.getByRole('link', { name: /Audit colours/ }).getAttribute('href')) ?? '',
    page.url(),
  ).pathname
  await page.goto(taskPath)
  await expect(page.getByTestId('task-detail')).toBeVisible()
  await check('task-detail-page')

  // On a phone the workspace tabs are one menu.
  await page.setViewportSize(PHONE)
  await page.getByRole('button', { name: /Workspace pages/ }).click()
  await expect(page.getByRole('menuitem', { name: 'Members' })).toBeVisible()
  await check('workspace-menu-phone', '[role="menu"]')
  await page.keyboard.press('Escape')

  // The header's user menu.
  await page.getByTestId('header-user-name').click()
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible()
  await check('user-menu', '[role="menu"]')
  await page.keyboard.press('Escape')

  await attachResults(testInfo, results)
})

test('members, settings, workspaces, account and invitation screens pass axe in both themes and fit a phone', async ({
  page,
  consoleErrors,
}, testInfo) => {
  // The 404 page is one of the screens: the browser logs its status.
  consoleErrors.allow(/status of 404 .*\/no-such-page\)$/)
  const { results, check, slug, mate } = await signedIn(page, testInfo)

  // Members: the page, the role picker of the invite form, a member's menu, the remove dialog.
  await page.goto(`/w/${slug}/settings/members`)
  await heading(page, 'Members')
  const invitee = newUser('invitee')
  await page.getByLabel('Email').fill(invitee.email)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${invitee.email}.`)).toBeVisible({
    timeout: 20_000,
  })
  await check('members')
  await page.getByRole('combobox', { name: 'Role' }).click()
  await expect(page.getByRole('listbox')).toBeVisible()
  await check('invite-role-picker', '[role="listbox"]')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: `Actions for ${mate.name}` }).click()
  await expect(page.getByRole('menu')).toBeVisible()
  await check('member-menu', '[role="menu"]')
  await page.getByRole('menuitem', { name: 'Remove from workspace' }).click()
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible()
  await check('remove-member-dialog', '[role="alertdialog"], [role="dialog"]')
  await page.keyboard.press('Escape')

  // Settings and its delete dialog.
  await page.goto(`/w/${slug}/settings`)
  await heading(page, 'Settings')
  await check('settings')
  await page.getByRole('button', { name: 'Delete workspace' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await check('delete-workspace-dialog', '[role="dialog"]')
  await page.keyboard.press('Escape')

  // The workspace list, a new workspace, the account page and what hangs off it.
  await page.goto('/w')
  await heading(page, 'Your workspaces')
  await check('workspaces')
  await page.goto('/w/new')
  await heading(page, /.+/)
  await check('new-workspace')
  await page.goto('/account')
  await heading(page, 'Account')
  await check('account')
  await page.goto('/update-password')
  await heading(page, 'Choose a new password')
  await check('update-password')
  await page.goto('/no-such-page')
  await heading(page, /.+/)
  await check('not-found-signed-in')

  // The invitation page, signed in as someone else and signed out.
  const invitation = await invitationPath(invitee.email)
  await page.goto(invitation)
  await heading(page, 'Join Crew on Teamboard')
  await check('invitation-signed-in')
  await page.context().clearCookies()
  await page.goto(invitation)
  await heading(page, 'Join Crew on Teamboard')
  await check('invitation-signed-out')
  await attachResults(testInfo, results)
})

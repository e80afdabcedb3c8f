import { type Page, type TestInfo } from '@playwright/test'
import { expect, test } from './console-errors.ts'
import {
  attachResults,
  checkScreen,
  DESKTOP,
  emulateScheme,
  type ScreenResult,
} from './a11y-helpers.ts'
import { clientAs, person, seedTasks, serviceClient, team } from './board-helpers.ts'
import { signInTo } from './workspace-helpers.ts'

// The visual pieces of a new team's first week (Markdown, long words, the detail's select and
// calendar, presence): axe in both themes, the phone checks, and light/dark/phone screenshots.
test.describe.configure({ timeout: 300_000 })
test.use({ viewport: DESKTOP })

const DESCRIPTION = `## Goals

Ship the **launch** page with \`npm run build\` and a [changelog](https://example.com/changes).

- Write the copy
  - and have it read
- Pick a date

1. Draft
2. Review

- [x] Book the venue
- [ ] Print the badges

> Keep it short; people skim.

\`\`\`ts
export function launch(date: string) {
  return \`Launching on \${date}\`
}
\`\`\`

| Step | Owner |
| ---- | ----- |
| Copy | Ada   |
| Site | Bob   |
`

// These screens' own pieces; the header and footer around them are scanned by a11y-screens.spec.ts.
const MAIN = '#content'

/** Light and dark at desktop size, then the phone (checkScreen scans and shoots the phone). */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await emulateScheme(page, theme)
    const path = testInfo.outputPath(`${theme}-${name}.png`)
    await page.screenshot({ path })
    await testInfo.attach(`${theme} ${name}`, { path, contentType: 'image/png' })
  }
  await emulateScheme(page, 'light')
}

test('Markdown, long words, the detail’s select and calendar: axe in both themes, phone, screenshots', async ({
  page,
}, testInfo) => {
  const results: ScreenResult[] = []
  const { slug, workspaceId, owner } = await team()
  const long = 'Antidisestablishmentarianism'.repeat(7)
  const [taskId] = await seedTasks(owner.email, workspaceId, [
    {
      title: 'Prepare the launch',
      priority: 'high',
      due_date: '2025-11-20',
      description: DESCRIPTION,
    },
    { title: long },
    { title: 'Nothing special' },
  ])
  const client = await clientAs(owner.email)
  const added = await client.from('comments').insert({
    task_id: taskId!,
    workspace_id: workspaceId,
    body: 'Looks good. Use `pnpm dev` and:\n\n1. check the **table**\n2. tick the list',
  } as never)
  expect(added.error).toBeNull()

  await signInTo(page, owner.email, `/w/${slug}`)
  await expect(page.getByRole('list', { name: 'Viewing now' })).toBeVisible()
  await shoot(page, testInfo, 'board-long-title')
  await checkScreen(page, testInfo, results, 'board-long-title', { within: MAIN })

  await page.goto(`/w/${slug}/tasks/1`)
  const detail = page.getByTestId('task-detail')
  await expect(detail.getByRole('heading', { name: 'Goals' })).toBeVisible()
  await expect(detail.locator('table')).toBeVisible()
  await shoot(page, testInfo, 'detail-markdown')
  await page.getByTestId('timeline').scrollIntoViewIfNeeded()
  await shoot(page, testInfo, 'detail-comment')
  await checkScreen(page, testInfo, results, 'detail-markdown', { within: MAIN })

  await page.getByRole('combobox', { name: /^Priority/ }).click()
  await expect(page.getByRole('listbox')).toBeVisible()
  await shoot(page, testInfo, 'detail-select')
  await checkScreen(page, testInfo, results, 'detail-select', { within: '[role="listbox"]' })
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: /^Due date/ }).click()
  await expect(page.getByRole('dialog', { name: 'Choose a due date' })).toBeVisible()
  await shoot(page, testInfo, 'detail-calendar')
  await checkScreen(page, testInfo, results, 'detail-calendar', { within: '[role="dialog"]' })
  await page.keyboard.press('Escape')

  await page.goto(`/w/${slug}/tasks/2`)
  await expect(page.getByTestId('detail-title')).toHaveText(long)
  await shoot(page, testInfo, 'detail-long-title')
  await checkScreen(page, testInfo, results, 'detail-long-title', { within: MAIN })
  await attachResults(testInfo, results)
})

test('presence: coloured faces, names on hover and focus, +N past five', async ({
  browser,
}, testInfo) => {
  const results: ScreenResult[] = []
  const { slug, workspaceId, owner, mate } = await team()
  const others = await Promise.all(['Bea', 'Cyd', 'Dan', 'Eve', 'Fay'].map((tag) => person(tag)))
  // Members join by invitation; the service role stands in for five acceptances.
  const { error } = await serviceClient()
    .from('workspace_members')
    .insert(
      others.map((other) => ({
        workspace_id: workspaceId,
        user_id: other.id,
        role: 'member' as const,
      })),
    )
  expect(error).toBeNull()
  const viewers = [mate, ...others]
  for (const viewer of viewers) {
    const page = await (await browser.newContext()).newPage()
    await signInTo(page, viewer.email, `/w/${slug}`)
  }
  const context = await browser.newContext({ viewport: DESKTOP })
  const page = await context.newPage()
  await signInTo(page, owner.email, `/w/${slug}`)
  const faces = page.getByRole('list', { name: 'Viewing now' }).getByRole('listitem')
  // Seven people: four faces and "+3".
  await expect(faces).toHaveCount(5)
  await expect(page.getByTestId('presence-more')).toContainText('+3')
  await page.getByRole('list', { name: 'Viewing now' }).locator('[tabindex="0"]').first().focus()
  await expect(faces.first().locator('[aria-hidden="true"]').last()).toBeVisible()
  await shoot(page, testInfo, 'presence-focus')
  await page.getByTestId('presence-more').hover()
  await expect(
    page.getByTestId('presence-more').locator('span[aria-hidden="true"]').last(),
  ).toBeVisible()
  await shoot(page, testInfo, 'presence-more')
  await checkScreen(page, testInfo, results, 'presence', { within: MAIN })
  await attachResults(testInfo, results)
})

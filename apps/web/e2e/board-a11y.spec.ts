import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { expect, test } from './console-errors.ts'
import { openBoard, openCardMenu, seedTasks, team } from './board-helpers.ts'

test.describe.configure({ timeout: 60_000 })

/**
 * Serious and critical violations only, as `rule: targets` lines so a failure says where.
 * `within` scopes the scan: an open Radix menu is modal — it hides the rest of the page from
 * assistive tech and traps focus — so the page behind it is scanned before, the menu while open.
 */
async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
  ])
  const results = await (within ? builder.include(within) : builder).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('the board, a filtered board, the create input and the card menus pass axe', async ({
  browser,
}) => {
  const { slug, workspaceId, owner, mate } = await team()
  await seedTasks(owner.email, workspaceId, [
    { title: 'Audit colours', priority: 'urgent', assignee_id: mate.id },
    { title: 'Label every control', priority: 'medium' },
    { title: 'Ship it', status: 'done' },
  ])
  const page = await openBoard(browser, owner, slug)
  expect(await seriousViolations(page)).toEqual([])

  await page.goto(`/w/${slug}?priority=urgent&q=audit&assignee=${mate.id}`)
  await expect(page.getByRole('article')).toHaveCount(1)
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Add a task to Backlog' }).click()
  await expect(page.getByLabel('New task in Backlog')).toBeFocused()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')

  await openCardMenu(page, 'Audit colours')
  await expect(page.getByRole('menu')).toBeVisible()
  expect(await seriousViolations(page, '[role="menu"]')).toEqual([])
  await page.getByRole('menuitem', { name: 'Assignee' }).click()
  await expect(page.getByRole('menuitemradio', { name: 'Unassigned' })).toBeVisible()
  expect(await seriousViolations(page, '[role="menu"]')).toEqual([])
})

test('the task detail dialog over the board passes axe', async ({ browser }) => {
  const { slug, workspaceId, owner, mate } = await team()
  await seedTasks(owner.email, workspaceId, [
    { title: 'Audit the detail', priority: 'high', assignee_id: mate.id },
  ])
  const page = await openBoard(browser, owner, slug)
  await page.getByRole('link', { name: /Audit the detail/ }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByTestId('task-detail')).toBeVisible()
  const box = dialog.getByRole('combobox', { name: 'Comment', exact: true })
  await box.fill('A comment for the **scan**')
  await box.press('ControlOrMeta+Enter')
  await expect(dialog.getByTestId('comment')).toHaveCount(1)
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([])
})

import type { Browser, Locator, Page } from '@playwright/test'
import { positionBetween } from '@teamboard/supabase'
import {
  card,
  clientAs,
  column,
  consoleProblems,
  dragAnnouncer,
  grip,
  type Person,
  reloadWhenSaved,
  serviceClient,
  team,
  touchBoard,
} from './board-helpers.ts'
import { expect, test } from './console-errors.ts'
import { sql } from './sql-bridge.ts'
import { signInTo } from './workspace-helpers.ts'

// Long columns (docs/decisions/board-pages.md): the first 50 cards of a column with its true
// count, the next ones as it scrolls, live changes to cards not loaded, filters on the server,
// old finished tasks behind "Show older", and dragging by mouse and keyboard among
// columns of 500 cards, against the real backend and realtime.
test.describe.configure({ timeout: 300_000 })

async function columnIds(workspaceId: string): Promise<Record<string, string>> {
  const { data, error } = await serviceClient()
    .from('board_columns')
    .select('id, name')
    .eq('workspace_id', workspaceId)
  if (error) throw new Error(`reading the columns failed: ${error.message}`)
  return Object.fromEntries(data.map((c) => [c.name, c.id]))
}

/** `titles` at the end of the column named, in order, inserted by `who`; answers their ids. */
async function seedColumn(who: Person, workspaceId: string, columnId: string, titles: string[]) {
  const client = await clientAs(who.email)
  let position: string | null = null
  const rows = titles.map((title) => {
    position = positionBetween(position, null)
    return { workspace_id: workspaceId, column_id: columnId, title, position }
  })
  const ids: string[] = []
  for (let i = 0; i < rows.length; i += 250) {
    const { data, error } = await client
      .from('tasks')
      .insert(rows.slice(i, i + 250))
      .select('id')
    if (error) throw new Error(`seeding failed: ${error.message}`)
    ids.push(...data.map((row: { id: string }) => row.id))
  }
  return ids
}

const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix} ${String(i + 1).padStart(3, '0')}`)

/** Finished a month ago: the database stamps completion itself, so this is the superuser's. */
async function finishedLongAgo(ids: string[]) {
  const list = ids.map((id) => `'${id.replace(/[^0-9a-f-]/g, '')}'`).join(',')
  await sql(
    `set session_replication_role = replica;
     update public.tasks set completed_at = case when status = 'done' then now() - interval '30 days' end,
       updated_at = now() - interval '30 days' where id in (${list});
     set session_replication_role = origin;`,
  )
}

async function open(
  browser: Browser,
  who: Person,
  slug: string,
  options: { hasTouch?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext(options)
  const page = await context.newPage()
  await signInTo(page, who.email, `/w/${slug}`)
  await expect(page.getByRole('list', { name: 'Viewing now' })).toBeVisible()
  return page
}

const count = (page: Page, name: string) => column(page, name).getByTestId('column-count')
const cards = (page: Page, name: string) => column(page, name).getByRole('article')
const list = (page: Page, name: string) =>
  column(page, name).getByRole('list', { name: `${name} tasks` })

// docs/decisions/board-first-screen.md
test('before any input, a column shows its first eight cards; a tall window shows the rest', async ({
  browser,
}) => {
  const { slug, workspaceId, owner } = await team()
  const columns = await columnIds(workspaceId)
  await seedColumn(owner, workspaceId, columns.Todo!, numbered('Card', 120))

  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  const page = await context.newPage()
  await signInTo(page, owner.email, `/w/${slug}`)
  // The server's HTML holds the first eight cards of the first page of 50.
  const html = await (await page.request.get(`/w/${slug}`)).text()
  expect(html.match(/data-testid="task-card"/g)).toHaveLength(8)
  await expect(list(page, 'Todo')).toHaveAttribute('data-loaded', '50')
  await expect(cards(page, 'Todo')).toHaveCount(8)
  const items = list(page, 'Todo').getByRole('listitem')
  await expect(items.first()).toHaveAttribute('aria-setsize', '120')
  await expect(items.nth(7)).toHaveAttribute('aria-posinset', '8')
  // The other 42 loaded cards are blank space of their height, so the page is as long as it will be.
  const space = list(page, 'Todo').locator('li[aria-hidden="true"]')
  expect((await space.boundingBox())!.height).toBe(42 * 84 - 8)
  // A window tall enough to reach that space shows the cards, with no input at all.
  await page.setViewportSize({ width: 1280, height: 2400 })
  await expect(cards(page, 'Todo')).toHaveCount(50)
  await expect(space).toHaveCount(0)
  await context.close()
})

test('a long column: true count, 50 cards, more on scroll, live moves, server filters, older', async ({
  browser,
}) => {
  const { slug, workspaceId, owner, mate } = await team()
  const columns = await columnIds(workspaceId)
  const todo = await seedColumn(owner, workspaceId, columns.Todo!, numbered('Card', 120))
  const done = await seedColumn(owner, workspaceId, columns.Done!, [
    'Done new',
    'Done old A',
    'Done old B',
  ])
  const canceled = await seedColumn(owner, workspaceId, columns.Canceled!, ['Canceled old'])
  await finishedLongAgo([done[1]!, done[2]!, canceled[0]!])

  const a = await open(browser, owner, slug)
  const problems = consoleProblems(a)
  // A card's detail, or a page the header links to (the workspace pages, the inbox), is
  // prefetched on intent, not because its link is in view (components/intent-link.tsx).
  const prefetched: string[] = []
  a.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (
      request.headers()['next-router-prefetch'] &&
      (pathname.startsWith('/w') || pathname === '/inbox')
    )
      prefetched.push(pathname)
  })
  await expect(count(a, 'Todo')).toHaveText('120')
  await expect(list(a, 'Todo')).toHaveAttribute('data-loaded', '50')
  // Once dragging has loaded, only the cards near the window are rendered, each saying where it
  // sits in the whole column.
  await touchBoard(a)
  await expect(list(a, 'Todo').getByRole('listitem').first()).toHaveAttribute('aria-setsize', '120')
  await expect(card(a, 'Card 001')).toBeVisible()
  expect(await cards(a, 'Todo').count()).toBeLessThan(30)
  expect(prefetched).toEqual([])
  const link = card(a, 'Card 001').getByRole('link')
  await link.hover()
  const href = await link.getAttribute('href')
  // Next may ask for a route in more than one request (its tree, then its segments).
  await expect.poll(() => [...new Set(prefetched)]).toEqual([href])
  await a
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('link', { name: 'Search' })
    .focus()
  await expect.poll(() => [...new Set(prefetched)]).toEqual([href, `/w/${slug}/search`])

  // A teammate moves a card A has not loaded: it appears in In progress, both counts follow.
  const mateClient = await clientAs(mate.email)
  const moved = await mateClient
    .from('tasks')
    .update({ column_id: columns['In progress']!, position: 'a0' })
    .eq('id', todo[99]!)
  expect(moved.error).toBeNull()
  await expect(column(a, 'In progress').getByText('Card 100')).toBeVisible()
  await expect(count(a, 'In progress')).toHaveText('1')
  await expect(count(a, 'Todo')).toHaveText('119')

  // Scrolling down the column loads the rest, a page at a time; the cards scrolled past go.
  await expect(async () => {
    await cards(a, 'Todo').last().scrollIntoViewIfNeeded()
    await expect(card(a, 'Card 120')).toBeVisible({ timeout: 500 })
  }).toPass()
  await expect(list(a, 'Todo')).toHaveAttribute('data-loaded', '119')
  await expect(card(a, 'Card 120').locator('xpath=..')).toHaveAttribute('aria-posinset', '119')
  await expect(card(a, 'Card 001')).toHaveCount(0)
  expect(await cards(a, 'Todo').count()).toBeLessThan(30)
  await a.evaluate(() => window.scrollTo(0, 0))
  await expect(card(a, 'Card 001')).toBeVisible()

  // Old finished tasks wait behind "Show older"; the count says what is hidden.
  await expect(count(a, 'Done')).toHaveText('1 of 3')
  await expect(card(a, 'Done old A')).toHaveCount(0)
  await expect(count(a, 'Canceled')).toHaveText('0 of 1')
  await column(a, 'Done').getByRole('button', { name: 'Show older (2)' }).click()
  await expect(card(a, 'Done old A')).toBeVisible()
  await expect(card(a, 'Done old B')).toBeVisible()
  await expect(card(a, 'Canceled old')).toBeVisible()
  await expect(count(a, 'Done')).toHaveText('3')

  // A fresh load holds 50 cards of Todo: the filter runs in the database.
  const b = await open(browser, mate, slug)
  const problemsB = consoleProblems(b)
  await expect(list(b, 'Todo')).toHaveAttribute('data-loaded', '50')
  await b.getByLabel('Search titles').fill('card 11')
  await expect(count(b, 'Todo')).toHaveText('11 of 119')
  // `fill` types no key: until an input, the list shows its first eight (board-first-screen.md).
  await touchBoard(b)
  await expect(cards(b, 'Todo')).toHaveCount(11)
  await expect(card(b, 'Card 119')).toBeVisible()
  expect([...problems, ...problemsB]).toEqual([])
})

async function center(locator: Locator) {
  await locator.scrollIntoViewIfNeeded()
  // A virtual list places a card it has just rendered at an estimate, then where its measured
  // height puts it: read until two frames agree.
  let box = await locator.boundingBox()
  await expect
    .poll(async () => {
      const before = box
      await locator.evaluate(() => new Promise((done) => requestAnimationFrame(done)))
      box = await locator.boundingBox()
      return JSON.stringify(box) === JSON.stringify(before)
    })
    .toBe(true)
  if (!box) throw new Error('not on screen')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

async function positionsOf(workspaceId: string, titles: string[]) {
  const { data, error } = await serviceClient()
    .from('tasks')
    .select('title, column_id, position')
    .eq('workspace_id', workspaceId)
    .in('title', titles)
  if (error) throw new Error(error.message)
  return new Map(data.map((row) => [row.title, row]))
}

/**
 * A finger's press, held until the touch sensor has picked the card up, then moved, and lifted
 * once the announcer says the card is `over` its target: a drop lands where the board last
 * rendered it, which on a busy machine can trail the finger.
 */
async function touchDrag(page: Page, from: Point, to: Point, announcer: Locator, over: RegExp) {
  const cdp = await page.context().newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at?: Point) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [at] : [] })
  await touch('touchStart', from)
  // The card is picked up after a 200 ms press (a shorter one, or one that moves, scrolls), and
  // at once announced over its own place.
  await expect(announcer).toHaveText(/ is over /)
  for (let step = 1; step <= 15; step++)
    await touch('touchMove', {
      x: from.x + ((to.x - from.x) * step) / 15,
      y: from.y + ((to.y - from.y) * step) / 15,
    })
  await expect(announcer).toHaveText(over)
  await touch('touchEnd')
  await cdp.detach()
}

type Point = { x: number; y: number }

/** Whether `title` sits between `before` and `after` in board order (their column and position). */
async function between(workspaceId: string, before: string, title: string, after: string) {
  const rows = await positionsOf(workspaceId, [before, title, after])
  const [b, t, a] = [before, title, after].map((name) => rows.get(name)!)
  return b!.column_id === t!.column_id && b!.position < t!.position && t!.position < a!.position
}

test('mouse, touch and keyboard drag among virtualised columns of 500 cards, to a card off screen', async ({
  browser,
}) => {
  const { slug, workspaceId, owner } = await team()
  const columns = await columnIds(workspaceId)
  await seedColumn(owner, workspaceId, columns.Todo!, numbered('Todo', 500))
  await seedColumn(owner, workspaceId, columns['In progress']!, numbered('Doing', 500))

  const page = await open(browser, owner, slug, { hasTouch: true })
  const problems = consoleProblems(page)
  await touchBoard(page)
  await expect(count(page, 'Todo')).toHaveText('500')
  const announcer = dragAnnouncer(page)

  // Keyboard: Todo 001 down to a card not even rendered when the drag starts (only the cards
  // near the window are), dropped after Todo 030.
  await expect(card(page, 'Todo 030')).toHaveCount(0)
  await grip(page, 'Todo 001').focus()
  await page.keyboard.press('Space')
  // The pickup is announced, then at once where the card is: of the column's 500, not of the 50 loaded.
  await expect(announcer).toHaveText(/is over Todo, position 1 of 500\.$/)
  for (let i = 1; i < 30; i++) {
    await page.keyboard.press('ArrowDown')
    await expect(announcer).toHaveText(new RegExp(`position ${i + 1} of 500\\.$`))
  }
  await page.keyboard.press('Space')
  await expect(announcer).toHaveText(/was dropped in Todo, position 30 of 500/)
  await expect.poll(() => between(workspaceId, 'Todo 030', 'Todo 001', 'Todo 031')).toBe(true)

  // Mouse, within the column: Todo 002 is dragged while the wheel scrolls the page until Todo
  // 040, not rendered when the drag starts, is in the middle of the window; dropped onto it.
  // (Every pointer here stays off the window's edges, where a drag scrolls the page by itself.)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(card(page, 'Todo 040')).toHaveCount(0)
  const viewport = page.viewportSize()!
  const from = await center(card(page, 'Todo 002'))
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(from.x + 6, from.y + 10, { steps: 5 })
  await expect(announcer).toHaveText(/ is over /)
  await page.mouse.move(from.x, viewport.height / 2, { steps: 3 })
  const midway = async (locator: Locator) => {
    const box = (await locator.count()) > 0 ? await locator.boundingBox() : null
    const middle = box ? box.y + box.height / 2 : -1
    return middle >= viewport.height / 4 && middle <= (viewport.height * 3) / 4
  }
  // A wheel event scrolls after `wheel` returns: each turn waits for its scroll, or on a busy
  // machine the turns queue up and carry Todo 040 past the middle between two looks.
  const scrollY = () => page.evaluate(() => window.scrollY)
  for (let turn = 0; !(await midway(card(page, 'Todo 040'))); turn++) {
    expect(turn, 'Todo 040 came into view').toBeLessThan(40)
    const before = await scrollY()
    await page.mouse.wheel(0, 150)
    await expect.poll(scrollY).toBeGreaterThanOrEqual(before + 150)
    await expect(announcer).not.toHaveText(/was dropped|was cancelled/)
  }
  const target = await card(page, 'Todo 040').boundingBox()
  await page.mouse.move(from.x, target!.y + target!.height / 2, { steps: 10 })
  await expect(announcer).toHaveText(/is over Todo, position 40 of 500\.$/)
  await page.mouse.up()
  await expect.poll(() => between(workspaceId, 'Todo 040', 'Todo 002', 'Todo 041')).toBe(true)

  // Touch, within the column (Todo 004 onto Todo 006) and across (Todo 005 onto Doing 003).
  await page.evaluate(() => window.scrollTo(0, 0))
  await card(page, 'Todo 004').evaluate((node) => node.scrollIntoView({ block: 'center' }))
  await touchDrag(
    page,
    await center(card(page, 'Todo 004')),
    await center(card(page, 'Todo 006')),
    announcer,
    /is over Todo, position 4 of 500\.$/,
  )
  await expect.poll(() => between(workspaceId, 'Todo 006', 'Todo 004', 'Todo 007')).toBe(true)
  await touchDrag(
    page,
    await center(card(page, 'Todo 005')),
    await center(card(page, 'Doing 003')),
    announcer,
    /is over In progress, position 3 of 500\.$/,
  )
  await expect(column(page, 'In progress').getByText('Todo 005')).toBeVisible()
  await expect(count(page, 'In progress')).toHaveText('501')
  await expect(count(page, 'Todo')).toHaveText('499')

  // Mouse across: Todo 003 onto Doing 002.
  const source = await center(card(page, 'Todo 003'))
  await page.mouse.move(source.x, source.y)
  await page.mouse.down()
  await page.mouse.move(source.x + 10, source.y + 6, { steps: 5 })
  await expect(announcer).toHaveText(/ is over /)
  const onto = await center(card(page, 'Doing 002'))
  await page.mouse.move(onto.x, onto.y, { steps: 15 })
  await expect(announcer).toHaveText(/is over In progress, position \d+ of 501\.$/)
  await page.mouse.up()
  await expect(column(page, 'In progress').getByText('Todo 003')).toBeVisible()
  await expect(count(page, 'In progress')).toHaveText('502')
  // Saved before the next drag, as a person waits for the card to settle.
  await expect(page.getByTestId('board-area')).toHaveAttribute('aria-busy', 'false')

  // Keyboard across: Todo 006 one column right, into In progress.
  await grip(page, 'Todo 006').focus()
  await page.keyboard.press('Space')
  await expect(announcer).toHaveText(/is over Todo, position 1 of 498\.$/)
  await page.keyboard.press('ArrowRight')
  await expect(announcer).toHaveText(/is over In progress, position \d+ of 502\.$/)
  await page.keyboard.press('Space')
  await expect(announcer).toHaveText(/was dropped in In progress/)
  await expect(column(page, 'In progress').getByText('Todo 006')).toBeVisible()
  await expect(count(page, 'In progress')).toHaveText('503')
  await expect(count(page, 'Todo')).toHaveText('497')

  await reloadWhenSaved(page)
  for (const title of ['Todo 003', 'Todo 005', 'Todo 006'])
    await expect(column(page, 'In progress').getByText(title)).toBeVisible()
  expect(problems).toEqual([])
})

import { expect, type Browser, type Locator, type Page } from '@playwright/test'
import { createClient } from '@supabase/supabase-js'
import type { Database } from '@teamboard/supabase'
import { newUser, PASSWORD, type TestUser } from './auth-helpers.ts'
import { e2eEnv } from './env.ts'
import { createWorkspaceAs, signInTo, uniqueSlug } from './workspace-helpers.ts'

/**
 * Board specs' setup through the real backend: users by the Auth admin API, the workspace by the
 * `create_workspace` rpc, a teammate's membership and seed tasks as the service role. What the
 * story is about (creating, editing, moving, deleting, filtering) goes through the UI.
 */
function env() {
  const all = e2eEnv()
  return {
    url: all.NEXT_PUBLIC_SUPABASE_URL!,
    publishableKey: all.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY!,
    secretKey: all.SUPABASE_SECRET_KEY!,
  }
}

export function serviceClient() {
  const { url, secretKey } = env()
  return createClient<Database>(url, secretKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
}

/** A supabase-js client signed in as `email` (for what a browser would do behind the UI). */
export async function clientAs(email: string) {
  const { url, publishableKey } = env()
  const client = createClient(url, publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD })
  if (error) throw new Error(`signIn(${email}) failed: ${error.message}`)
  return client
}

export interface Person extends TestUser {
  id: string
}

export async function person(tag: string): Promise<Person> {
  const user = newUser(tag)
  const { data, error } = await serviceClient().auth.admin.createUser({
    email: user.email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { display_name: user.name },
  })
  if (error) throw new Error(`createUser failed: ${error.message}`)
  return { ...user, id: data.user.id }
}

export interface Team {
  slug: string
  workspaceId: string
  owner: Person
  mate: Person
}

/** A workspace owned by one person, with a second as `role`. */
export async function team(mateRole: 'admin' | 'member' = 'member'): Promise<Team> {
  const [owner, mate] = await Promise.all([person('owner'), person('mate')])
  const slug = uniqueSlug('crew')
  await createWorkspaceAs(owner.email, 'Crew', slug)
  const service = serviceClient()
  const { data: ws, error } = await service
    .from('workspaces')
    .select('id')
    .eq('slug', slug)
    .single()
  if (error) throw new Error(`workspace lookup failed: ${error.message}`)
  const added = await service
    .from('workspace_members')
    .insert({ workspace_id: ws.id, user_id: mate.id, role: mateRole })
  if (added.error) throw new Error(`adding the teammate failed: ${added.error.message}`)
  return { slug, workspaceId: ws.id, owner, mate }
}

/** The columns of a new workspace's board, in the board's order. */
export async function boardColumns(workspaceId: string): Promise<{ id: string; name: string }[]> {
  const { data, error } = await serviceClient()
    .from('board_columns')
    .select('id, name')
    .eq('workspace_id', workspaceId)
    .order('position')
  if (error || data.length === 0) throw new Error(`reading the columns failed: ${error?.message}`)
  return data
}

export interface SeedTask {
  title: string
  status?: string
  /** A column of the board (`boardColumns`); else the first column of the status's group. */
  column_id?: string
  priority?: string
  assignee_id?: string | null
  due_date?: string | null
  description?: string
}

/**
 * Tasks created by `email` through the API, in order (valid fractional keys a0, a1, …). Answers
 * their ids in the same order, for specs that go on to add comments or files behind the UI.
 */
export async function seedTasks(
  email: string,
  workspaceId: string,
  tasks: SeedTask[],
): Promise<string[]> {
  const client = await clientAs(email)
  const rows = tasks.map((task, i) => ({
    workspace_id: workspaceId,
    position: `a${i.toString(36)}`,
    status: 'todo',
    ...task,
  }))
  const { data, error } = await client
    .from('tasks')
    .insert(rows as never)
    .select('id, position')
  if (error) throw new Error(`seeding tasks failed: ${error.message}`)
  const seeded = data as { id: string; position: string }[]
  return seeded.sort((a, b) => (a.position < b.position ? -1 : 1)).map((row) => row.id)
}

export async function openBoard(browser: Browser, who: Person, slug: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signInTo(page, who.email, `/w/${slug}`)
  await expect(page.getByRole('list', { name: 'Viewing now' })).toBeVisible()
  return page
}

/**
 * Reloads the board once what was changed on it is saved (the board area is no longer
 * `aria-busy`), as a person waits for it: a reload before then loses a move still on its way.
 */
export async function reloadWhenSaved(page: Page) {
  await expect(page.getByTestId('board-area')).toHaveAttribute('aria-busy', 'false')
  await page.reload()
}

export function column(page: Page, label: string): Locator {
  return page.getByRole('region', { name: label, exact: true })
}

export function card(page: Page, title: string | RegExp): Locator {
  return page.getByRole('article').filter({ hasText: title })
}

/** A card's drag handle, the button that picks it up with Space. */
export function grip(page: Page, title: string | RegExp): Locator {
  return card(page, title).getByRole('button', { name: /^Move / })
}

/** dnd-kit's live region: what a screen reader hears at each step of a drag. */
export function dragAnnouncer(page: Page): Locator {
  return page.locator('[id^="DndLiveRegion"]')
}

export async function createTask(page: Page, columnLabel: string, title: string) {
  await page.getByRole('button', { name: `Add a task to ${columnLabel}` }).click()
  const input = page.getByLabel(`New task in ${columnLabel}`)
  await input.fill(title)
  await input.press('Enter')
  await input.press('Escape')
}

export async function openCardMenu(page: Page, title: string) {
  const key = (await card(page, title).getByTestId('task-key').textContent()) ?? ''
  await page.getByRole('button', { name: `Actions for ${key}` }).click()
  return page.getByRole('menu')
}

export async function pickFromCardMenu(page: Page, title: string, submenu: string, item: string) {
  await openCardMenu(page, title)
  await page.getByRole('menuitem', { name: submenu }).click()
  await page.getByRole('menuitemradio', { name: item }).click()
}

/**
 * Moves the pointer over the board, as anyone using it does, and waits for the scripts that the
 * first interaction fetches (dragging, the card menus and filter selects) to arrive: every chunk
 * the page has asked for has a finished resource timing entry.
 */
export async function touchBoard(page: Page) {
  await page.mouse.move(5, 5)
  await page.mouse.move(25, 25)
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLScriptElement>('script[src*="/_next/static/chunks/"]')]
          // Not the polyfills for browsers without modules, which Chromium never fetches.
          .filter((script) => !script.noModule)
          .map((script) => script.src)
          .every((src) => performance.getEntriesByName(src).length > 0),
      ),
    )
    .toBe(true)
}

// Session envelopes go to the Sentry tunnel, whose capture server only telemetry.spec.ts starts:
// its 500 is that missing server, not the page.
const tunnel = '/monitoring'

/** Console errors and warnings (a React warning is a bug) and page errors, for `toEqual([])`. */
export function consoleProblems(page: Page): string[] {
  const seen: string[] = []
  page.on('console', (message) => {
    if (message.location().url.includes(tunnel)) return
    if (message.type() === 'error' || message.type() === 'warning') seen.push(message.text())
  })
  page.on('pageerror', (error) => seen.push(error.message))
  return seen
}

/**
 * `pnpm bench` for notifications (run from apps/web after bench/board.ts, or alone with
 * `node bench/notify.ts --no-build` on an existing e2e build): a task with 50 watchers (the
 * workspace's member limit), one of them comments through the API. Measured from the moment
 * before the insert: until all 49 other watchers' inbox rows exist (polled as the service role),
 * and until a watching browser's bell shows the new count (the page's own clock). p50/p95 over
 * BENCH_NOTIFY_COMMENTS comments.
 */
import { spawn, spawnSync } from 'node:child_process'
import { startLocalSupabase } from '@teamboard/local-supabase'
import { chromium } from '@playwright/test'
import { person, serviceClient } from '../e2e/board-helpers.ts'
import { E2E_BASE_URL, E2E_SUPABASE_PORT, E2E_WEB_PORT, productionEnv } from '../e2e/env.ts'
import { createWorkspaceAs, signInTo, uniqueSlug } from '../e2e/workspace-helpers.ts'
import { benchEnv } from './env.ts'
import { percentiles, printTable } from './table.ts'

const WATCHERS = 50
const { chromiumPath, notifyComments } = benchEnv()

if (!process.argv.includes('--no-build')) {
  const built = spawnSync('node', ['e2e/build.ts'], { stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

const backend = await startLocalSupabase({ port: E2E_SUPABASE_PORT, quiet: true })
const web = spawn('next', ['start', '--port', String(E2E_WEB_PORT), '--hostname', '127.0.0.1'], {
  env: productionEnv(),
  stdio: 'ignore',
})
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})

async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 60_000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within 60 s`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

try {
  await until(
    () =>
      fetch(`${E2E_BASE_URL}/`).then(
        (r) => r.ok,
        () => false,
      ),
    'next start',
  )
  console.error(`  ${WATCHERS} people watching one task…`)
  const people = await Promise.all(Array.from({ length: WATCHERS }, (_, i) => person(`w${i}`)))
  const [author, watcher] = people as [(typeof people)[0], (typeof people)[0]]
  const slug = uniqueSlug('bench')
  await createWorkspaceAs(author.email, 'Bench', slug)
  const service = serviceClient()
  const { data: ws } = await service.from('workspaces').select('id').eq('slug', slug).single()
  const members = people
    .slice(1)
    .map((p) => ({ workspace_id: ws!.id, user_id: p.id, role: 'member' as const }))
  const added = await service.from('workspace_members').insert(members)
  if (added.error) throw new Error(`members: ${added.error.message}`)
  const { data: task } = await service
    .from('tasks')
    .insert({ workspace_id: ws!.id, title: 'Watched by everyone', position: 'a0' })
    .select('id')
    .single()
  const watched = await service
    .from('watchers')
    .insert(people.map((p) => ({ task_id: task!.id, workspace_id: ws!.id, user_id: p.id })))
  if (watched.error) throw new Error(`watchers: ${watched.error.message}`)

  const page = await (await browser.newContext({ baseURL: E2E_BASE_URL })).newPage()
  page.setDefaultTimeout(120_000)
  await signInTo(page, watcher.email, '/w')
  await page.getByRole('link', { name: 'Inbox', exact: true }).waitFor()
  // The bell goes live with the page's first interaction (notification-bell.tsx).
  const live = page.waitForEvent('websocket', (ws) => ws.url().includes('/realtime/v1/'))
  await page.mouse.move(20, 20)
  await live

  const rows: number[] = []
  const badge: number[] = []
  for (let n = 1; n <= notifyComments; n++) {
    const label = `Inbox, ${n} unread`
    const shown = page.evaluate(
      (name) =>
        new Promise<number>((resolve) => {
          const seen = () => document.querySelector(`a[aria-label="${name}"]`)
          if (seen()) return resolve(performance.timeOrigin + performance.now())
          new MutationObserver((_, observer) => {
            if (!seen()) return
            observer.disconnect()
            resolve(performance.timeOrigin + performance.now())
          }).observe(document.body, { subtree: true, attributes: true, childList: true })
        }),
      label,
    )
    const sentAt = Date.now()
    // As the author (the database takes author_id from the service role's insert): the one watcher
    // who is not notified.
    const { data: comment, error } = await service
      .from('comments')
      .insert({
        task_id: task!.id,
        workspace_id: ws!.id,
        author_id: author.id,
        body: `Update ${n}`,
      })
      .select('id')
      .single()
    if (error) throw new Error(`comment: ${error.message}`)
    const eventId = comment.id
    await until(async () => {
      const { count } = await service
        .from('notifications')
        .select('id', { count: 'exact', head: true })
        .eq('event_id', eventId)
      return count === WATCHERS - 1
    }, 'the inbox rows')
    rows.push(Date.now() - sentAt)
    badge.push((await shown) - sentAt)
  }
  const r = percentiles(rows)
  const b = percentiles(badge)
  printTable([
    ['watchers of the task (the commenter is one)', String(WATCHERS)],
    [
      `comment → all ${WATCHERS - 1} inbox rows, p50 / p95 of ${notifyComments} (ms)`,
      `${r.p50Ms} / ${r.p95Ms}`,
    ],
    [`comment → a watcher's bell shows it, p50 / p95 (ms)`, `${b.p50Ms} / ${b.p95Ms}`],
  ])
  console.log(
    JSON.stringify({
      name: 'notify',
      watchers: WATCHERS,
      comments: notifyComments,
      rows: r,
      badge: b,
    }),
  )
} finally {
  await browser.close()
  web.kill()
  await backend.stop()
}

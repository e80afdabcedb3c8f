import { expect, test } from './console-errors.ts'
import { openBoard, pickFromCardMenu, seedTasks, serviceClient, team } from './board-helpers.ts'
import { E2E_BASE_URL, mailboxUrl } from './env.ts'
import { signInTo } from './workspace-helpers.ts'

// Notifications end to end in two browsers, against the real backend, Realtime, Supabase Cron,
// pg_net, the notify edge function and the mailbox. The mail comes after the real two-minute
// batching window, hence the long timeout.
test.describe.configure({ timeout: 300_000 })

interface Mail {
  ID: string
  Subject: string
  To: { Address: string }[]
}

async function mailTo(email: string, subject: RegExp) {
  let found: Mail | undefined
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailboxUrl()}/api/v1/messages?limit=1000`)
        const { messages } = (await response.json()) as { messages: Mail[] }
        found = messages.find(
          (m) => m.To.some((to) => to.Address === email) && subject.test(m.Subject),
        )
        return found?.ID
      },
      { timeout: 200_000, intervals: [2_000], message: `a mail to ${email} matching ${subject}` },
    )
    .toBeTruthy()
  return (await (await fetch(`${mailboxUrl()}/api/v1/message/${found!.ID}`)).json()) as {
    Subject: string
    Text: string
  }
}

test("A assigns B: B's bell counts it live, the inbox opens the task, the mail unsubscribes signed out", async ({
  browser,
}) => {
  const { slug, workspaceId, owner, mate } = await team()
  await seedTasks(owner.email, workspaceId, [
    { title: 'Plan the launch' },
    { title: 'Book a venue' },
  ])
  const a = await openBoard(browser, owner, slug)
  const b = await (await browser.newContext()).newPage()
  // The bell goes live with the page's first interaction (notification-bell.tsx) and counts again
  // once it has joined, so an assignment before or after that moment both show without a reload.
  await signInTo(b, mate.email, '/w')
  await expect(b.getByRole('link', { name: 'Inbox', exact: true })).toBeVisible()
  const live = b.waitForEvent('websocket', (ws) => ws.url().includes('/realtime/v1/'))
  await b.mouse.move(20, 20)
  await live

  await pickFromCardMenu(a, 'Plan the launch', 'Assignee', mate.name)
  await expect(b.getByRole('link', { name: 'Inbox, 1 unread' })).toBeVisible({ timeout: 15_000 })

  await b.getByRole('link', { name: 'Inbox, 1 unread' }).click()
  await expect(b.getByRole('heading', { name: 'Inbox' })).toBeVisible()
  const prefix = slug.split('-')[0]!.toUpperCase()
  const group = b.getByRole('region', { name: `${prefix}-1 Plan the launch` })
  await group.getByRole('link', { name: /assigned you/ }).click()
  await b.waitForURL((url) => url.pathname === `/w/${slug}/tasks/1`)
  await expect(b.getByText('Plan the launch').first()).toBeVisible()

  const mail = await mailTo(mate.email, /assigned you: .*Plan the launch/)
  expect(mail.Subject).toContain('(Crew)')
  const link = new URL(/(http\S+\/unsubscribe\?token=[0-9a-f.]+)/.exec(mail.Text)![1]!)
  const signedOut = await (await browser.newContext()).newPage()
  await signedOut.goto(`${E2E_BASE_URL}${link.pathname}${link.search}`)
  await signedOut.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(signedOut.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible()

  // The next assignment reaches B's inbox (B, reading the task, moves the pointer), and no mail
  // is queued for it.
  await b.mouse.move(30, 30)
  await pickFromCardMenu(a, 'Book a venue', 'Assignee', mate.name)
  await expect(b.getByRole('link', { name: 'Inbox, 1 unread' })).toBeVisible({ timeout: 15_000 })
  const { data: latest } = await serviceClient()
    .from('notifications')
    .select('kind, mail_id')
    .eq('user_id', mate.id)
    .order('created_at', { ascending: false })
    .limit(1)
  expect(latest).toEqual([{ kind: 'assigned', mail_id: null }])
})

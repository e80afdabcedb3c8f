import type { Mail } from '../_shared/mailer.ts'
import type { MailContent, MailItem } from './content.ts'

// The notification mail, in the look of the auth mails (supabase/templates/confirmation.html):
// HTML and plain text, the workspace named, every task linked, and one-click unsubscribe
// (RFC 8058: List-Unsubscribe with an https URL plus List-Unsubscribe-Post).

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
const MENTION = /@\[([^\]\n]{1,80})\]\([0-9a-f-]{36}\)/g

/** `acme-corp` + 12 → `ACME-12` (the app's taskKey). */
const taskKey = (slug: string, number: number) =>
  `${(slug.split('-')[0] ?? slug).toUpperCase()}-${number}`

function sentence(item: MailItem): string {
  const who = item.actor ?? 'Someone'
  switch (item.kind) {
    case 'assigned':
      return `${who} assigned you`
    case 'mentioned':
      return `${who} mentioned you`
    case 'commented':
      return `${who} commented`
    case 'task_closed':
      return `${who} moved it to ${item.data.status === 'canceled' ? 'Canceled' : 'Done'}`
    case 'invitation_accepted':
      return `${who} accepted your invitation`
    case 'due_soon':
      return 'Due tomorrow'
    case 'overdue':
      return 'Overdue'
  }
}

function excerpt(item: MailItem): string | null {
  const text = typeof item.data.excerpt === 'string' ? item.data.excerpt : null
  return text ? text.replace(MENTION, '@$1') : null
}

/** The app's page for the link (a button there unsubscribes) and its RFC 8058 one-click URL. */
function unsubscribeUrls(siteUrl: string, token: string) {
  const page = new URL('/unsubscribe', siteUrl)
  page.searchParams.set('token', token)
  const oneClick = new URL('/unsubscribe/one-click', siteUrl)
  oneClick.searchParams.set('token', token)
  return { page: page.href, oneClick: oneClick.href }
}

export function notificationMail(content: MailContent, siteUrl: string): Mail {
  const { workspace, items } = content
  const unsubscribe = unsubscribeUrls(siteUrl, content.unsubscribe_token)
  const link = (item: MailItem) =>
    new URL(
      item.task ? `/w/${workspace.slug}/tasks/${item.task.number}` : `/w/${workspace.slug}`,
      siteUrl,
    ).href
  const title = (item: MailItem) =>
    item.task ? `${taskKey(workspace.slug, item.task.number)} ${item.task.title}` : workspace.name
  const subject =
    items.length === 1
      ? `${sentence(items[0]!)}: ${title(items[0]!)} (${workspace.name})`
      : `${items.length} updates in ${workspace.name}`
  const heading =
    content.cadence === 'digest'
      ? `Your daily summary for ${workspace.name}`
      : `New in ${workspace.name}`
  const text = [
    `${heading} on Teamboard`,
    '',
    ...items.flatMap((item) => [
      `${sentence(item)}: ${title(item)}`,
      ...(excerpt(item) ? [`  “${excerpt(item)}”`] : []),
      `  ${link(item)}`,
      '',
    ]),
    `Your inbox: ${new URL('/inbox', siteUrl).href}`,
    `Mail settings: ${new URL('/account/notifications', siteUrl).href}`,
    `Unsubscribe from these mails: ${unsubscribe.page}`,
  ].join('\n')
  const rows = items
    .map(
      (item) => `<tr><td style="padding: 12px 0; border-top: 1px solid #e4e4e7">
<p style="margin: 0 0 4px; font-size: 13px; color: #52525b">${escapeHtml(sentence(item))}</p>
<p style="margin: 0; font-size: 14px; font-weight: 500"><a href="${escapeHtml(link(item))}" style="color: #111113">${escapeHtml(title(item))}</a></p>
${excerpt(item) ? `<p style="margin: 4px 0 0; font-size: 13px; line-height: 1.6; color: #52525b">${escapeHtml(excerpt(item)!)}</p>` : ''}
</td></tr>`,
    )
    .join('\n')
  const html = `<!doctype html>
<html lang="en">
<body style="margin: 0; padding: 24px; background: #f6f6f7; font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Helvetica, Arial, sans-serif; color: #111113">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width: 480px; margin: 0 auto; background: #ffffff; border: 1px solid #e4e4e7; border-radius: 12px">
<tr><td style="padding: 32px">
<p style="margin: 0 0 24px; font-size: 15px; font-weight: 600">Teamboard</p>
<h1 style="margin: 0 0 12px; font-size: 20px">${escapeHtml(heading)}</h1>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
${rows}
</table>
<p style="margin: 24px 0 0"><a href="${escapeHtml(new URL('/inbox', siteUrl).href)}" style="display: inline-block; padding: 10px 18px; border-radius: 8px; background: #18181b; color: #ffffff; font-size: 14px; font-weight: 500; text-decoration: none">Open your inbox</a></p>
<p style="margin: 24px 0 0; font-size: 12px; line-height: 1.6; color: #71717a">You get these mails as a member of ${escapeHtml(workspace.name)}. <a href="${escapeHtml(new URL('/account/notifications', siteUrl).href)}" style="color: #71717a">Mail settings</a> · <a href="${escapeHtml(unsubscribe.page)}" style="color: #71717a">Unsubscribe</a></p>
</td></tr>
</table>
</body>
</html>`
  return {
    to: content.to,
    subject,
    text,
    html,
    messageId: `<${content.id}@teamboard>`,
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

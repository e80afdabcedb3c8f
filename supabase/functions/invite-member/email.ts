import type { Mail } from '../_shared/mailer.ts'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

export function invitationEmail(input: {
  to: string
  link: string
  workspace: string
  inviter: string
  role: string
}): Mail {
  const { to, link, workspace, inviter, role } = input
  // Fixed: the names are the inviter's to choose, and a subject line is where phishing wording
  // would be read before anything else (issue 12.11). The body names them, escaped.
  const subject = 'You have been invited to a workspace on Teamboard'
  const text = [
    `${inviter} invited you to join ${workspace} on Teamboard as ${role === 'admin' ? 'an admin' : 'a member'}.`,
    '',
    `Accept the invitation: ${link}`,
    '',
    'The link works once and expires in 7 days. If you did not expect this email, ignore it.',
  ].join('\n')
  const html = `<p>${escapeHtml(inviter)} invited you to join <strong>${escapeHtml(workspace)}</strong> on Teamboard as ${role === 'admin' ? 'an admin' : 'a member'}.</p>
<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>
<p>The link works once and expires in 7 days. If you did not expect this email, ignore it.</p>`
  return { to, subject, text, html }
}

import type { Mail } from '../_shared/mailer.ts'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The sign-up mail's chrome (supabase/templates/confirmation.html), so both look the same. */
function layout(
  heading: string,
  body: string,
  button: { href: string; label: string },
  note: string,
) {
  return `<!doctype html>
<html lang="en">
  <body style="margin: 0; padding: 24px; background: #f6f6f7; font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Helvetica, Arial, sans-serif; color: #111113">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width: 480px; margin: 0 auto; background: #ffffff; border: 1px solid #e4e4e7; border-radius: 12px">
      <tr>
        <td style="padding: 32px">
          <p style="margin: 0 0 24px; font-size: 15px; font-weight: 600">Teamboard</p>
          <h1 style="margin: 0 0 12px; font-size: 20px; overflow-wrap: anywhere">${heading}</h1>
          <p style="margin: 0 0 24px; font-size: 14px; line-height: 1.6; color: #52525b; overflow-wrap: anywhere">${body}</p>
          <p style="margin: 0">
            <a href="${escapeHtml(button.href)}" style="display: inline-block; padding: 10px 18px; border-radius: 8px; background: #18181b; color: #ffffff; font-size: 14px; font-weight: 500; text-decoration: none">${button.label}</a>
          </p>
          <p style="margin: 24px 0 0; font-size: 12px; line-height: 1.6; color: #71717a">${note}</p>
        </td>
      </tr>
    </table>
  </body>
</html>`
}

export function invitationEmail(input: {
  to: string
  link: string
  workspace: string
  inviter: string
  role: string
}): Mail {
  const { to, link, workspace, inviter, role } = input
  const as = role === 'admin' ? 'an admin' : 'a member'
  // Fixed: the names are the inviter's to choose, and a subject line is where phishing wording
  // would be read before anything else (docs/security-first-run.md, 12.11). The body names them.
  const subject = 'You have been invited to a workspace on Teamboard'
  const note =
    'The link works once and expires in 7 days. If you did not expect this email, ignore it.'
  const text = [
    `Join ${workspace} on Teamboard`,
    '',
    `${inviter} invited you to join ${workspace} on Teamboard as ${as}.`,
    '',
    `Accept the invitation: ${link}`,
    '',
    note,
  ].join('\n')
  const html = layout(
    `Join ${escapeHtml(workspace)} on Teamboard`,
    `<strong style="color: #111113">${escapeHtml(inviter)}</strong> invited you to join <strong style="color: #111113">${escapeHtml(workspace)}</strong> on Teamboard as ${as}. Accept to see the board and work on it together.`,
    { href: link, label: 'Accept the invitation' },
    note,
  )
  return { to, subject, text, html }
}

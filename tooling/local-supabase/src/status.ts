import path from 'node:path'
import { DEV_JWT_SECRET, DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY } from './keys.ts'

export type StatusInfo = { url: string; mailboxUrl: string; smtpPort: number; dataDir?: string }

/** The `supabase status` block, with what differs here (no Postgres TCP port, no Studio). */
export function formatStatus({ url, mailboxUrl, smtpPort, dataDir }: StatusInfo): string {
  const rows: [string, string][] = [
    ['API URL', url],
    ['REST URL', `${url}/rest/v1`],
    ['Auth URL', `${url}/auth/v1`],
    ['Storage URL', `${url}/storage/v1`],
    ['Functions URL', `${url}/functions/v1`],
    ['Realtime URL', `${url.replace(/^http/, 'ws')}/realtime/v1/websocket`],
    [
      'DB',
      `PGlite (Postgres 17) inside this process — no TCP port; ${dataDir ? `data in ${path.relative(process.cwd(), dataDir) || '.'}` : 'in memory'}`,
    ],
    ['Mailpit URL', mailboxUrl],
    ['SMTP', `127.0.0.1:${smtpPort}`],
    ['Publishable key', DEV_PUBLISHABLE_KEY],
    ['Secret key', DEV_SECRET_KEY],
    ['JWT secret', DEV_JWT_SECRET],
  ]
  const width = Math.max(...rows.map(([label]) => label.length))
  return rows.map(([label, value]) => `${label.padStart(width)}: ${value}`).join('\n')
}

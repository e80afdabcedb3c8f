import type { PGlite } from '@electric-sql/pglite'
import type { VerifyJwt } from '../jwt.ts'

/** What the admin API's handlers (admin.ts, admin-users.ts, generate-link.ts) share. */
export type AdminOptions = {
  db: PGlite
  secretKey: string
  verifyJwt: VerifyJwt
  minPasswordLength: number
  siteUrl: string
  apiUrl(): string
  allowRedirect(url: string): boolean
}

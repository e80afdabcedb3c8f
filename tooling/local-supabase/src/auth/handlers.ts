import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { ApiOptions } from '../api.ts'
import type { SupabaseConfig } from '../config.ts'
import type { VerifyJwt } from '../jwt.ts'
import { DEV_SECRET_KEY } from '../keys.ts'
import type { AuthMail } from '../mailbox/driver.ts'
import type { ProjectPaths } from '../paths.ts'
import { createRefreshGate } from './refresh.ts'
import { createResend } from './resend.ts'
import { createVerifyLimit } from './verify-limit.ts'

type AuthHandlerOptions = {
  db: PGlite
  config: SupabaseConfig
  paths: ProjectPaths
  siteUrl: string
  apiUrl: () => string
  allowRedirect: (url: string) => boolean
  verifyJwt: VerifyJwt
  send: (mail: AuthMail) => Promise<void>
}

/** The auth routes this package answers beside lite's, each set from config.toml's [auth]. */
export function createAuthHandlers(
  options: AuthHandlerOptions,
): Pick<ApiOptions, 'resend' | 'verifyLimit' | 'refresh' | 'admin'> {
  const { db, config, siteUrl, apiUrl, allowRedirect } = options
  const auth = config.auth
  return {
    resend: createResend({
      db,
      config,
      projectRoot: path.dirname(path.dirname(path.resolve(options.paths.configPath))),
      siteUrl,
      apiUrl,
      allowRedirect,
      send: options.send,
    }),
    verifyLimit: createVerifyLimit({ max: auth?.rate_limit?.token_verifications ?? 30 }),
    refresh: createRefreshGate({
      db,
      rotation: auth?.enable_refresh_token_rotation ?? true,
      reuseIntervalSeconds: auth?.refresh_token_reuse_interval ?? 10,
    }),
    admin: {
      db,
      secretKey: DEV_SECRET_KEY,
      verifyJwt: options.verifyJwt,
      minPasswordLength: auth?.minimum_password_length ?? 6,
      siteUrl,
      apiUrl,
      allowRedirect,
    },
  }
}

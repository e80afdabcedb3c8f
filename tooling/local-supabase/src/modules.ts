import type { PGlite } from '@electric-sql/pglite'
import { functionSecrets, type SupabaseConfig } from './config.ts'
import { createFunctions } from './functions/index.ts'
import type { VerifyJwt } from './jwt.ts'
import { DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY } from './keys.ts'
import type { Log } from './log.ts'
import type { ProjectPaths } from './paths.ts'
import { createRealtime } from './realtime/index.ts'
import type { FunctionsModule, RealtimeModule } from './server.ts'

export type ModuleOptions = {
  db: PGlite
  verifyJwt: VerifyJwt
  config: SupabaseConfig
  paths: ProjectPaths
  url: string
  smtpPort: number
  log: Log
  realtime: boolean
  functions: boolean
  /** Overrides of config.toml's `[edge_runtime.secrets]` for this backend. */
  functionSecrets?: Record<string, string | undefined>
}

/**
 * Creates what lite lacks: realtime and edge functions. A module that fails to start is logged
 * and left out, so its routes answer 503 (see server.ts) while auth, REST and storage keep serving.
 */
export async function loadModules(options: ModuleOptions) {
  const { db, verifyJwt, log } = options
  let realtime: RealtimeModule | undefined
  let functions: FunctionsModule | undefined
  if (options.realtime) {
    try {
      const created = createRealtime({
        db,
        verifyJwt,
        publishableKey: DEV_PUBLISHABLE_KEY,
        secretKey: DEV_SECRET_KEY,
        log,
      })
      await created.ready
      realtime = created
    } catch (error) {
      log.error('realtime failed to start; /realtime/v1 answers 503', error)
    }
  }
  if (options.functions) {
    try {
      functions = createFunctions({
        functionsDir: options.paths.functionsDir,
        supabaseDir: options.paths.supabaseDir,
        config: options.config,
        env: {
          ...functionSecrets(options.config, options.functionSecrets),
          SUPABASE_URL: options.url,
          SUPABASE_PUBLISHABLE_KEY: DEV_PUBLISHABLE_KEY,
          SUPABASE_ANON_KEY: DEV_PUBLISHABLE_KEY,
          SUPABASE_SECRET_KEY: DEV_SECRET_KEY,
          SUPABASE_SERVICE_ROLE_KEY: DEV_SECRET_KEY,
          // Functions build links into the app (invitations), as auth emails do.
          SITE_URL: options.config.auth?.site_url ?? 'http://localhost:3000',
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(options.smtpPort),
          SMTP_USER: 'local',
          SMTP_PASS: 'local',
          SMTP_FROM: 'Teamboard (local) <noreply@teamboard.local>',
        },
        verifyJwt,
        publishableKey: DEV_PUBLISHABLE_KEY,
        log,
      })
    } catch (error) {
      log.error('edge functions failed to start; /functions/v1 answers 503', error)
    }
  }
  return {
    realtime,
    functions,
    async close() {
      await Promise.allSettled([realtime?.close(), functions?.close()])
    },
  }
}

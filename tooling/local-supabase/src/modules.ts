import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import type { SupabaseConfig } from './config.ts'
import type { VerifyJwt } from './jwt.ts'
import { DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY } from './keys.ts'
import type { Log } from './log.ts'
import type { ProjectPaths } from './paths.ts'
import type { FunctionsModule, RealtimeModule } from './server.ts'

type RealtimeFactory = (options: {
  db: PGlite
  verifyJwt: VerifyJwt
  publishableKey: string
  secretKey: string
  log: Log
}) => RealtimeModule & { ready?: Promise<void> }
type FunctionsFactory = (options: {
  functionsDir: string
  config: SupabaseConfig
  env: Record<string, string>
  verifyJwt: VerifyJwt
  publishableKey: string
  log: Log
}) => FunctionsModule

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
}

/** Imports an optional module; absent means its routes answer 503 (see server.ts). */
async function importIfPresent<T>(relative: string): Promise<T | undefined> {
  const url = new URL(relative, import.meta.url)
  if (!existsSync(fileURLToPath(url))) return undefined
  return (await import(url.href)) as T
}

/** Creates the realtime and edge-functions modules (src/realtime, src/functions) when present. */
export async function loadModules(options: ModuleOptions) {
  const { db, verifyJwt, log } = options
  let realtime: RealtimeModule | undefined
  let functions: FunctionsModule | undefined
  if (options.realtime) {
    const mod = await importIfPresent<{ createRealtime: RealtimeFactory }>('./realtime/index.ts')
    if (mod) {
      try {
        const created = mod.createRealtime({
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
  }
  if (options.functions) {
    const mod = await importIfPresent<{ createFunctions: FunctionsFactory }>('./functions/index.ts')
    if (mod) {
      try {
        functions = mod.createFunctions({
          functionsDir: options.paths.functionsDir,
          config: options.config,
          env: {
            SUPABASE_URL: options.url,
            SUPABASE_PUBLISHABLE_KEY: DEV_PUBLISHABLE_KEY,
            SUPABASE_ANON_KEY: DEV_PUBLISHABLE_KEY,
            SUPABASE_SECRET_KEY: DEV_SECRET_KEY,
            SUPABASE_SERVICE_ROLE_KEY: DEV_SECRET_KEY,
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
  }
  return {
    realtime,
    functions,
    async close() {
      await Promise.allSettled([realtime?.close(), functions?.close()])
    },
  }
}

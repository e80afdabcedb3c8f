import { mkdir } from 'node:fs/promises'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { createApiHandler, type ApiOptions } from './api.ts'
import { createEmailFlows } from './auth/email-flows.ts'
import { createAuthHandlers } from './auth/handlers.ts'
import { createRedirectCheck } from './auth/redirects.ts'
import { loadConfig, parseSize, type SupabaseConfig } from './config.ts'
import { disableLiteTelemetry } from './env.ts'
import { createJwtVerifier, type VerifyJwt } from './jwt.ts'
import { DEV_JWT_SECRET, DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY } from './keys.ts'
import { acquireLock } from './database/lock.ts'
import { createLog, type Log } from './log.ts'
import { startMailbox, type Mailbox } from './mailbox/index.ts'
import { createMailboxEmailDriver, type AuthMail } from './mailbox/driver.ts'
import { createMailStore } from './mailbox/store.ts'
import type { MigrationFile } from './database/migrations.ts'
import { loadModules } from './modules.ts'
import { projectPaths, type ProjectPaths } from './paths.ts'
import { prepareDatabase } from './database/prepare.ts'
import { createApiServer, type ApiServerOptions } from './server.ts'
import { startBackgroundWorkers } from './cron/index.ts'

export type StartOptions = Partial<ProjectPaths> & {
  /** API port; 0 (the default here) picks a free one. The CLI passes config.toml's 54321. */
  port?: number
  /** Mailbox (Mailpit API + inbox page) port; 0 = free. */
  mailboxPort?: number
  /** SMTP catcher port; 0 = free. */
  smtpPort?: number
  /** Persist the database and stored objects here; undefined keeps everything in memory. */
  dataDir?: string
  /** Apply seed.sql to a new database (default true). */
  seed?: boolean
  /** Start the realtime / edge-functions modules when present (default true). */
  realtime?: boolean
  functions?: boolean
  /** Run pg_cron's jobs and send pg_net's requests (default true). */
  cron?: boolean
  /** Overrides of config.toml's `[edge_runtime.secrets]`; `undefined` removes one (a test of its absence). */
  functionSecrets?: Record<string, string | undefined>
  /** Only errors and warnings on the console. */
  quiet?: boolean
  /** Overrides of config.toml's `[auth]` for this backend, e.g. short-lived tokens in a test. */
  auth?: Pick<
    NonNullable<SupabaseConfig['auth']>,
    'jwt_expiry' | 'refresh_token_reuse_interval' | 'additional_redirect_urls'
  >
}

export type LocalSupabase = {
  url: string
  publishableKey: string
  secretKey: string
  jwtSecret: string
  serviceClient: SupabaseClient
  /** Runs SQL as the superuser; `params` uses the extended protocol (one statement). */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>
  mailbox: Omit<Mailbox, 'close'>
  /** The PGlite instance (the same one lite serves from). */
  db: PGlite
  verifyJwt: VerifyJwt
  config: SupabaseConfig
  paths: ProjectPaths
  dataDir: string | undefined
  appliedMigrations: MigrationFile[]
  stop(): Promise<void>
}

/** Starts the whole local backend; see README.md for timings and the contract with tests. */
export async function startLocalSupabase(options: StartOptions = {}): Promise<LocalSupabase> {
  disableLiteTelemetry()
  const paths = projectPaths(options)
  const log = createLog('local-supabase', { quiet: options.quiet })
  const { config: loaded } = await loadConfig(paths.configPath)
  const config = options.auth ? { ...loaded, auth: { ...loaded.auth, ...options.auth } } : loaded
  const cleanup: (() => unknown)[] = []
  const stop = async () => {
    for (const step of cleanup.splice(0).reverse())
      await Promise.resolve(step()).catch((error: unknown) =>
        log.warn('shutdown step failed', error),
      )
  }
  try {
    return await boot(options, paths, config, log, cleanup, stop)
  } catch (error) {
    await stop()
    throw error
  }
}

async function boot(
  options: StartOptions,
  paths: ProjectPaths,
  config: SupabaseConfig,
  log: Log,
  cleanup: (() => unknown)[],
  stop: () => Promise<void>,
): Promise<LocalSupabase> {
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : undefined
  const lock = dataDir ? await lockDataDir(dataDir, cleanup) : undefined
  let url = ''
  const apiUrl = () => url
  const siteUrl = config.auth?.site_url ?? 'http://localhost:3000'
  const allowRedirect = createRedirectCheck(siteUrl, config.auth?.additional_redirect_urls ?? [])
  const verifyJwt = createJwtVerifier({ secret: DEV_JWT_SECRET })
  const store = createMailStore()
  // lite needs its email driver before the database exists; the link fixes need the database.
  const rewrite: { mail: (mail: AuthMail) => AuthMail } = { mail: (mail) => mail }
  const emailDriver = createMailboxEmailDriver(store, (mail) => rewrite.mail(mail))
  const { db, app, storage, appliedMigrations, postgrest } = await prepareDatabase({
    dataDir,
    config,
    paths,
    seed: options.seed !== false,
    emailDriver,
    onClose: (step) => cleanup.push(step),
  })
  const flows = createEmailFlows({ db, verifyJwt, apiUrl, allowRedirect, siteUrl })
  rewrite.mail = (mail) => flows.rewriteMail(mail)

  const ports = { http: options.mailboxPort ?? 0, smtp: options.smtpPort ?? 0 }
  const mailbox = await startMailbox(store, ports, log)
  cleanup.push(() => mailbox.close())

  const send = (mail: AuthMail) => emailDriver.send(mail)
  const serverOptions = apiServerOptions(
    config,
    { app, storage, postgrest, log, emailFlows: flows },
    { db, paths, siteUrl, apiUrl, allowRedirect, verifyJwt, send },
  )
  url = await listen(createApiServer(serverOptions), options.port ?? 0, cleanup)
  lock?.update({ url, mailboxUrl: mailbox.url, smtpPort: mailbox.smtpPort })

  const smtpPort = mailbox.smtpPort
  const context = { db, verifyJwt, config, paths, url, smtpPort, log }
  await startModules(options, serverOptions, cleanup, context)
  const { close: _close, ...mailboxApi } = mailbox
  return {
    ...handleTo(url, db),
    mailbox: mailboxApi,
    verifyJwt,
    config,
    paths,
    dataDir,
    appliedMigrations,
    stop,
  }
}

/** The API port's handler (lite plus this package's auth routes) and its body limits. */
function apiServerOptions(
  config: SupabaseConfig,
  lite: Pick<ApiOptions, 'app' | 'storage' | 'postgrest' | 'log' | 'emailFlows'>,
  auth: Omit<Parameters<typeof createAuthHandlers>[0], 'config'>,
): ApiServerOptions {
  return {
    handleApi: createApiHandler({
      ...lite,
      confirmations: config.auth?.email?.enable_confirmations ?? false,
      ...createAuthHandlers({ ...auth, config }),
    }),
    bodyLimit: (pathname) =>
      pathname.startsWith('/storage/v1')
        ? parseSize(config.storage?.file_size_limit, 50 * 1024 * 1024) + 1024 * 1024
        : 10 * 1024 * 1024,
    log: lite.log,
  }
}

/** Realtime and edge functions (plugged into the running server), and the pg_cron/pg_net workers. */
async function startModules(
  options: StartOptions,
  serverOptions: ApiServerOptions,
  cleanup: (() => unknown)[],
  context: Omit<Parameters<typeof loadModules>[0], 'realtime' | 'functions' | 'functionSecrets'>,
) {
  const modules = await loadModules({
    ...context,
    realtime: options.realtime !== false,
    functions: options.functions !== false,
    functionSecrets: options.functionSecrets,
  })
  serverOptions.realtime = modules.realtime
  serverOptions.functions = modules.functions
  cleanup.push(() => modules.close())
  if (options.cron !== false) {
    const workers = startBackgroundWorkers({ db: context.db, log: context.log })
    cleanup.push(() => workers.close())
  }
}

/** One process owns a data dir (database/lock.ts); released at shutdown. */
async function lockDataDir(dataDir: string, cleanup: (() => unknown)[]) {
  await mkdir(dataDir, { recursive: true })
  const held = acquireLock(dataDir)
  cleanup.push(() => held.release())
  return held
}

/** Listens on 127.0.0.1 (`port` 0: a free one) and answers the server's URL. */
async function listen(server: Server, port: number, cleanup: (() => unknown)[]): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  cleanup.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(resolve)
      }),
  )
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** The keys, a secret-key client and superuser SQL: what a test or script reaches the backend by. */
function handleTo(url: string, db: PGlite) {
  return {
    url,
    publishableKey: DEV_PUBLISHABLE_KEY,
    secretKey: DEV_SECRET_KEY,
    jwtSecret: DEV_JWT_SECRET,
    serviceClient: createClient(url, DEV_SECRET_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    }),
    async sql<T>(text: string, params?: unknown[]) {
      if (params) return (await db.query<T>(text, params)).rows
      const results = await db.exec(text)
      return (results.at(-1)?.rows ?? []) as T[]
    },
    db,
  }
}

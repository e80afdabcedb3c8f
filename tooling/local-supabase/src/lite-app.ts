import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { App, setExperimental } from '@supabase/lite'
import type { PgliteConnection } from '@supabase/lite/pglite'
import { REDIRECT_TO_MARKER } from './auth/email-flows.ts'
import type { SupabaseConfig } from './config.ts'
import { restTokenAuth } from './rest/token-auth.ts'

export type LiteAppOptions = {
  connection: PgliteConnection
  config: SupabaseConfig
  keys: { publishable: string; secret: string; jwtSecret: string }
  emailDriver: {
    send(mail: { to: string; subject: string; text?: string; html?: string }): Promise<void>
  }
  storageAdapter: unknown
  /** The project root (config.toml's parent's parent): template `content_path`s are relative to it, as in the Supabase CLI. */
  projectRoot?: string
  /** Provision lite's auth/storage schemas (skipped for a database fresh from the template). */
  ensureSchema?: boolean
}

// The template names lite's config schema accepts; it rejects others (e.g. the CLI's
// `reauthentication`), which then fall back to lite's built-in template.
const LITE_TEMPLATES = ['invite', 'confirmation', 'recovery', 'magic_link', 'email_change'] as const

/**
 * lite renders `{{ .RedirectTo }}` as site_url whatever the request's `redirect_to`; GoTrue renders
 * the request's allowed redirect. A template using it is served to lite from a copy where it is a
 * marker, which auth/email-flows.ts replaces with the request's redirect when the email goes out.
 */
function withRedirectMarker(file: string): string {
  const text = readFileSync(file, 'utf8')
  if (!/\{\{\s*\.RedirectTo\s*\}\}/.test(text)) return file
  const copy = path.join(
    mkdtempSync(path.join(tmpdir(), 'local-supabase-template-')),
    path.basename(file),
  )
  writeFileSync(copy, text.replace(/\{\{\s*\.RedirectTo\s*\}\}/g, REDIRECT_TO_MARKER))
  return copy
}

/** `[auth.email.template.*]` with absolute content paths: lite reads them relative to the process cwd. */
function emailTemplates(
  templates: Record<string, { subject?: string; content_path?: string }> | undefined,
  projectRoot: string,
) {
  const out: Record<string, { subject?: string; content_path?: string }> = {}
  for (const name of LITE_TEMPLATES) {
    const template = templates?.[name]
    if (!template) continue
    out[name] = {
      ...template,
      ...(template.content_path
        ? { content_path: withRedirectMarker(path.resolve(projectRoot, template.content_path)) }
        : {}),
    }
  }
  return out
}

/**
 * lite's App for auth, REST and storage. Its config schema rejects unknown keys, so only the
 * sections it understands are copied over from config.toml. Storage is behind lite's
 * process-wide experimental flag, switched on here rather than through EXPERIMENTAL_STORAGE.
 */
export async function createLiteApp({
  connection,
  config,
  keys,
  emailDriver,
  storageAdapter,
  projectRoot = process.cwd(),
  ensureSchema = true,
}: LiteAppOptions) {
  setExperimental('storage', true)
  const auth = config.auth ?? {}
  const email = auth.email ?? {}
  const app = new App({
    connection,
    api: { schemas: config.api?.schemas ?? ['public'], max_rows: config.api?.max_rows ?? 1000 },
    auth: {
      enabled: true,
      jwt_secret: keys.jwtSecret,
      publishable_key: keys.publishable,
      secret_key: keys.secret,
      site_url: auth.site_url ?? 'http://localhost:3000',
      additional_redirect_urls: auth.additional_redirect_urls ?? [],
      jwt_expiry: auth.jwt_expiry ?? 3600,
      enable_signup: auth.enable_signup ?? true,
      enable_refresh_token_rotation: auth.enable_refresh_token_rotation ?? true,
      refresh_token_reuse_interval: auth.refresh_token_reuse_interval ?? 10,
      minimum_password_length: auth.minimum_password_length ?? 6,
      email: {
        enable_signup: email.enable_signup ?? true,
        enable_confirmations: email.enable_confirmations ?? false,
        double_confirm_changes: email.double_confirm_changes ?? true,
        max_frequency: email.max_frequency ?? '1s',
        otp_length: email.otp_length ?? 6,
        otp_expiry: email.otp_expiry ?? 3600,
        template: emailTemplates(email.template, projectRoot),
      },
    },
    storage: { enabled: true, file_size_limit: config.storage?.file_size_limit ?? '50MiB' },
    options: {
      drivers: { email: emailDriver },
      server: {
        admin: false,
        disableStudio: true,
        middlewares: [restTokenAuth(keys.jwtSecret)],
      },
    },
  })
  app._storageAdapter = storageAdapter as typeof app._storageAdapter
  await app.init()
  if (ensureSchema) await app.ensureSystemSchema()
  return app
}

export type LiteApp = Awaited<ReturnType<typeof createLiteApp>>

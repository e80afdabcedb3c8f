import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parse } from 'smol-toml'
import { hostVariable } from './env.ts'

/** The subset of Supabase CLI `config.toml` this backend reads; unknown keys are kept. */
export type SupabaseConfig = {
  project_id?: string
  api?: { port?: number; schemas?: string[]; max_rows?: number }
  db?: { seed?: { enabled?: boolean; sql_paths?: string[] } }
  auth?: {
    site_url?: string
    additional_redirect_urls?: string[]
    jwt_expiry?: number
    enable_refresh_token_rotation?: boolean
    refresh_token_reuse_interval?: number
    enable_signup?: boolean
    minimum_password_length?: number
    /** Supabase CLI's per-IP limits; only token_verifications (per 5 minutes) is applied. */
    rate_limit?: { token_verifications?: number }
    email?: {
      enable_signup?: boolean
      enable_confirmations?: boolean
      double_confirm_changes?: boolean
      max_frequency?: string
      otp_length?: number
      otp_expiry?: number
      template?: Record<string, { subject?: string; content_path?: string }>
    }
  }
  inbucket?: { enabled?: boolean; port?: number; smtp_port?: number }
  storage?: { enabled?: boolean; file_size_limit?: string }
  /** Secrets every local function sees (`[edge_runtime.secrets]`; `env(NAME)` reads the host's). */
  edge_runtime?: { secrets?: Record<string, string> }
  functions?: Record<
    string,
    { enabled?: boolean; verify_jwt?: boolean; entrypoint?: string; import_map?: string }
  >
  [key: string]: unknown
}

export type LoadedConfig = { config: SupabaseConfig; dir: string; file: string }

/** Reads and parses config.toml; a syntax error names the file and line instead of a stack. */
export async function loadConfig(file: string): Promise<LoadedConfig> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return ''
    throw error
  })
  try {
    return { config: parse(text), dir: path.dirname(file), file }
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error })
  }
}

/** "50MiB" / "10MB" / "1024" → bytes, as the Supabase CLI reads `file_size_limit`. */
export function parseSize(value: string | undefined, fallback: number): number {
  if (!value) return fallback
  const match = /^\s*(\d+(?:\.\d+)?)\s*([kmg]i?b?|b)?\s*$/i.exec(value)
  if (!match) return fallback
  const unit = (match[2] ?? 'b').toLowerCase()
  const base = unit.includes('i') || unit.length === 1 ? 1024 : 1000
  const power = unit.startsWith('k') ? 1 : unit.startsWith('m') ? 2 : unit.startsWith('g') ? 3 : 0
  return Math.round(Number(match[1]) * base ** power)
}

/**
 * `[edge_runtime.secrets]` as the Supabase CLI passes them to local functions: `env(NAME)` is read
 * from the host environment, and names starting with SUPABASE_ are skipped (reserved, as in the
 * CLI). `overrides` (a test's) win; an `undefined` override removes a secret.
 */
export function functionSecrets(
  config: SupabaseConfig,
  overrides: Record<string, string | undefined> = {},
  env: (name: string) => string | undefined = hostVariable,
): Record<string, string | undefined> {
  const secrets: Record<string, string | undefined> = {}
  for (const [name, value] of Object.entries(config.edge_runtime?.secrets ?? {})) {
    if (name.startsWith('SUPABASE_') || typeof value !== 'string') continue
    const fromEnv = /^env\((\w+)\)$/.exec(value)?.[1]
    secrets[name] = fromEnv ? env(fromEnv) : value
  }
  return { ...secrets, ...overrides }
}

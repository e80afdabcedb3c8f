import { existsSync, statSync } from 'node:fs'
import { dirname, isAbsolute, join, resolve } from 'node:path'
import { z } from 'zod'

/** Supabase CLI's rule for function names; it also rules out `_shared` and dot-folders. */
export const FUNCTION_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/

const functionConfig = z.object({
  enabled: z.boolean().default(true),
  verify_jwt: z.boolean().default(true),
  import_map: z.string().optional(),
  entrypoint: z.string().optional(),
  static_files: z.array(z.string()).default([]),
})

const configSchema = z.looseObject({
  functions: z.record(z.string(), z.looseObject(functionConfig.shape)).default({}),
})

export interface FunctionSpec {
  name: string
  /** The function's folder: the worker's cwd and the folder watched for changes. */
  dir: string
  entrypoint: string
  verifyJwt: boolean
  importMap?: string
  staticFiles: string[]
}

export type FunctionResolver = (name: string) => FunctionSpec | undefined

/**
 * Reads `[functions.<name>]` from the parsed config.toml. Paths there are relative to the
 * `supabase/` folder (config.toml's), by default the parent of `functionsDir`.
 */
export function createFunctionResolver(
  functionsDir: string,
  config: unknown,
  supabaseDir = dirname(functionsDir),
): FunctionResolver {
  const parsed = configSchema.safeParse(config ?? {})
  if (!parsed.success) {
    throw new Error(
      `Invalid [functions] section in supabase/config.toml: ${z.prettifyError(parsed.error)}`,
    )
  }
  const fromSupabaseDir = (path: string) => (isAbsolute(path) ? path : resolve(supabaseDir, path))

  return (name) => {
    if (!FUNCTION_NAME.test(name)) return undefined
    const settings = functionConfig.parse(parsed.data.functions[name] ?? {})
    if (!settings.enabled) return undefined
    const dir = join(functionsDir, name)
    const entrypoint = settings.entrypoint
      ? fromSupabaseDir(settings.entrypoint)
      : join(dir, 'index.ts')
    if (!isFile(entrypoint)) return undefined
    return {
      name,
      dir: settings.entrypoint ? dirname(entrypoint) : dir,
      entrypoint,
      verifyJwt: settings.verify_jwt,
      importMap: settings.import_map ? fromSupabaseDir(settings.import_map) : undefined,
      staticFiles: settings.static_files.map(fromSupabaseDir),
    }
  }
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile()
}

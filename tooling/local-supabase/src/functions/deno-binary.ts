import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/**
 * The Deno executable from the `deno` npm package. Its own install API knows where the
 * platform binary lives (copied next to the package, or inside `@deno/<platform>`), which is
 * sturdier than guessing `node_modules/.bin` paths.
 */
export function resolveDenoBinary(override?: string): string {
  if (override) {
    if (!existsSync(override))
      throw new Error(`LOCAL_SUPABASE_DENO points to a missing file: ${override}`)
    return override
  }
  try {
    const api = require('deno/install_api.cjs') as { runInstall(): string }
    return api.runInstall()
  } catch (cause) {
    throw new Error(
      'Cannot find the Deno binary: is the `deno` package installed in @teamboard/local-supabase?',
      {
        cause,
      },
    )
  }
}

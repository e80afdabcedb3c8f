import { existsSync, watch, type FSWatcher } from 'node:fs'
import { FUNCTION_NAME } from './config.ts'

/** Files tools write next to functions; they are not source changes. */
const IGNORED = /(^|[\\/])(node_modules|\.git)([\\/]|$)|deno\.lock$|~$|\.swp$/

/**
 * Watches the functions folder. A change inside `<name>/` concerns that function; anything
 * else (`_shared/`, `.env`, import maps) may concern every function, reported as `undefined`.
 */
export function watchFunctions(
  functionsDir: string,
  onChange: (name: string | undefined) => void,
  log: (line: string) => void,
): FSWatcher | undefined {
  if (!existsSync(functionsDir)) return undefined
  const watcher = watch(functionsDir, { recursive: true }, (_event, filename) => {
    if (!filename || IGNORED.test(filename)) return
    const [first = ''] = filename.split(/[\\/]/)
    onChange(FUNCTION_NAME.test(first) ? first : undefined)
  })
  watcher.on('error', (error) => log(`[functions] file watching stopped: ${error.message}`))
  return watcher
}

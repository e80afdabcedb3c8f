// `check:comments`: comments and docs say why and point at files or docs/, never at a tracker's
// issue or a CI run by its number (the patterns below): those numbers mean nothing to a reader of
// the code (docs/decisions/code-checks.md). Landed migrations are never edited, so they are left.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '..')
const TRACKER = [/\bissue #?\d+/i, /\bCI runs? \d+/i, /\(runs? \d+\)/i]
const SKIP = [/^supabase\/migrations\//, /^pnpm-lock\.yaml$/, /^scripts\/check-comments\.ts$/]
const TEXT = /\.(ts|tsx|mts|js|mjs|cjs|md|sql|sh|json|jsonc|yaml|toml|css|html|patch)$|(^|\/)run$/

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
})
  .toString()
  .split('\n')
  .filter((file) => TEXT.test(file) && !SKIP.some((skip) => skip.test(file)))

let found = 0
for (const file of files) {
  const lines = readFileSync(join(ROOT, file), 'utf8').split('\n')
  lines.forEach((line, index) => {
    const match = TRACKER.map((pattern) => pattern.exec(line)).find(Boolean)
    if (!match) return
    found++
    console.error(`${file}:${index + 1}: "${match[0]}": say why, and cite a file or docs/`)
  })
}
console.log(`${files.length} files read, ${found} references to a tracker or a CI run`)
if (found) process.exitCode = 1

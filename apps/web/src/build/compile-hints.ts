import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * V8's explicit compile hint for a whole script: Chromium then compiles every function in it on
 * a background thread while the file downloads, instead of compiling each one on the main
 * thread the first time the page calls it. It must be the file's first line.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Chunks this size or larger get the hint: the framework's and the big libraries', whose
 * functions a page mostly calls as it starts. Smaller ones are left to lazy compiling, which
 * costs them little (docs/decisions/compile-hints.md).
 */
export const HINTED_FROM_BYTES = 50_000

interface SourceMap {
  mappings?: string
  sections?: { offset: { line: number; column: number } }[]
}

/** A source map moved one line down, for the line put above its chunk's code. */
function shiftedOneLine(map: SourceMap): SourceMap {
  if (map.sections) {
    const sections = map.sections.map((section) => ({
      ...section,
      offset: { ...section.offset, line: section.offset.line + 1 },
    }))
    return { ...map, sections }
  }
  // Each `;` in `mappings` ends a generated line: one more in front maps nothing to the new line.
  return { ...map, mappings: `;${map.mappings ?? ''}` }
}

/**
 * The chunk's source map: the file its last line names (Turbopack's maps are not named after their
 * chunks), else `<chunk>.map`.
 */
function mapFileOf(file: string, code: string): string {
  const named = /\/\/# sourceMappingURL=([^\s'"]+)\s*$/.exec(code)?.[1]
  return named && !named.startsWith('data:') ? join(dirname(file), named) : `${file}.map`
}

/**
 * Puts the compile hint at the top of the large browser chunks of a build
 * (`<distDir>/static/chunks`), moving their source maps to match when the build made any, and
 * returns their names. Run again over the same build, it changes nothing. `next.config.ts` runs
 * it right after Next compiles, before Sentry uploads the maps.
 */
export function addCompileHints(distDir: string): string[] {
  const chunks = join(distDir, 'static', 'chunks')
  const marked: string[] = []
  for (const name of readdirSync(chunks)) {
    const file = join(chunks, name)
    if (!name.endsWith('.js') || statSync(file).size < HINTED_FROM_BYTES) continue
    const code = readFileSync(file, 'utf8')
    if (code.startsWith(COMPILE_HINT)) continue
    writeFileSync(file, COMPILE_HINT + code)
    const mapFile = mapFileOf(file, code)
    if (existsSync(mapFile)) {
      const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap
      writeFileSync(mapFile, JSON.stringify(shiftedOneLine(map)))
    }
    marked.push(name)
  }
  return marked
}

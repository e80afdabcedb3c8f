import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT, HINTED_FROM_BYTES } from './compile-hints'

describe('addCompileHints', () => {
  let dist: string
  let chunks: string
  const large = `(globalThis.TURBOPACK=[]).push([${'0,'.repeat(HINTED_FROM_BYTES / 2)}])`
  const small = '(globalThis.TURBOPACK=[]).push([1])'

  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'compile-hints-'))
    chunks = join(dist, 'static', 'chunks')
    mkdirSync(chunks, { recursive: true })
    writeFileSync(join(chunks, 'framework.js'), large)
    writeFileSync(join(chunks, 'small.js'), small)
    writeFileSync(join(chunks, 'styles.css'), `.a{}${' '.repeat(HINTED_FROM_BYTES)}`)
  })
  afterEach(() => rmSync(dist, { recursive: true, force: true }))

  const read = (name: string) => readFileSync(join(chunks, name), 'utf8')

  it('puts the hint on the first line of large scripts only, the code unchanged after it', () => {
    expect(addCompileHints(dist)).toEqual(['framework.js'])
    expect(read('framework.js')).toBe(COMPILE_HINT + large)
    expect(read('small.js')).toBe(small)
    expect(read('styles.css')).not.toContain(COMPILE_HINT)
  })

  it("moves a hinted chunk's source map one line down, plain or sectioned", () => {
    writeFileSync(
      join(chunks, 'framework.js.map'),
      JSON.stringify({ version: 3, mappings: 'AAAA;CAAC' }),
    )
    writeFileSync(join(chunks, 'router.js'), large)
    const section = { offset: { line: 0, column: 0 }, map: { version: 3, mappings: 'AAAA' } }
    writeFileSync(
      join(chunks, 'router.js.map'),
      JSON.stringify({ version: 3, sections: [section] }),
    )
    addCompileHints(dist)
    expect(JSON.parse(read('framework.js.map'))).toEqual({ version: 3, mappings: ';AAAA;CAAC' })
    const moved = JSON.parse(read('router.js.map')) as { sections: [typeof section] }
    expect(moved.sections[0].offset).toEqual({ line: 1, column: 0 })
  })

  it('finds the source map a chunk names on its last line', () => {
    writeFileSync(join(chunks, 'named.js'), `${large}\n//# sourceMappingURL=0abc.js.map`)
    writeFileSync(join(chunks, '0abc.js.map'), JSON.stringify({ version: 3, mappings: 'AAAA' }))
    addCompileHints(dist)
    expect(JSON.parse(read('0abc.js.map'))).toEqual({ version: 3, mappings: ';AAAA' })
  })

  it('changes nothing when run again over the same build', () => {
    addCompileHints(dist)
    expect(addCompileHints(dist)).toEqual([])
    expect(read('framework.js')).toBe(COMPILE_HINT + large)
  })
})

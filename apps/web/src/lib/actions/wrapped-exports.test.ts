import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { isServerActionModule, unwrappedExports } from './wrapped-exports'

const src = fileURLToPath(new URL('../..', import.meta.url))

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

describe('the action-wrapper check', () => {
  it('accepts wrapped actions and types, and names everything else', () => {
    const source = [
      "'use server'",
      "export type Answer = 'yes'",
      'export const ok = action({ name: "x", input }, async () => result)',
      'export const okToo = workspaceAction({ name: "y", input }, body)',
      'export async function raw(formData: FormData) {}',
      'export const bare = async () => null',
      "export { helper } from './helper'",
      'export default async function () {}',
    ].join('\n')
    expect(unwrappedExports(source)).toEqual([
      'export async function raw(formData: FormData) {}',
      'export const bare = async () => null',
      "export { helper } from './helper'",
      'export default async function () {}',
    ])
  })

  it("recognises the directive after comments, and only as the module's first statement", () => {
    expect(isServerActionModule("// why\n/* more */\n'use server'\n")).toBe(true)
    expect(isServerActionModule('"use server"')).toBe(true)
    expect(isServerActionModule("import x from 'y'\n'use server'")).toBe(false)
  })
})

describe('every server action in the app', () => {
  it('is built with action() or workspaceAction()', async () => {
    const modules: string[] = []
    const offenders: Record<string, string[]> = {}
    for (const file of await sourceFiles(src)) {
      const source = await readFile(file, 'utf8')
      if (!isServerActionModule(source)) continue
      const name = relative(src, file)
      modules.push(name)
      const unwrapped = unwrappedExports(source)
      if (unwrapped.length > 0) offenders[name] = unwrapped
    }
    // The walk found the app's actions (a broken walk would pass vacuously).
    expect(modules.length).toBeGreaterThanOrEqual(8)
    expect(offenders).toEqual({})
  })
})

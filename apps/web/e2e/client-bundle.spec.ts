import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from './console-errors.ts'
import { E2E_DIST_DIR, e2eEnv } from './env.ts'

/** Everything the build hands to browsers: static chunks and prerendered HTML/RSC payloads. */
async function browserFiles(): Promise<string[]> {
  const root = path.join(import.meta.dirname, '..', E2E_DIST_DIR)
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => {
      const relative = path.relative(root, file)
      return (
        relative.startsWith(`static${path.sep}`) ||
        /^server[/\\]app[/\\].*\.(html|rsc)$/.test(relative)
      )
    })
}

test('the Supabase secret key never reaches a file served to browsers', async () => {
  const { SUPABASE_SECRET_KEY: secret } = e2eEnv()
  expect(secret).toBeTruthy()
  const files = await browserFiles()
  expect(files.some((file) => file.endsWith('.js'))).toBe(true)
  const leaks: string[] = []
  for (const file of files) {
    if ((await readFile(file, 'utf8')).includes(secret as string)) leaks.push(file)
  }
  expect(leaks).toEqual([])
})

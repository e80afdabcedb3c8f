import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { COMPILE_HINT, HINTED_FROM_BYTES } from '../src/build/compile-hints.ts'
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

test('the large chunks a page loads arrive with the compile hint on their first line', async ({
  page,
}) => {
  // src/build/compile-hints.ts, run by the build (docs/decisions/compile-hints.md).
  const scripts: Promise<{ url: string; code: string }>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().then((code) => ({ url: response.url(), code })))
  })
  await page.goto('/sign-in', { waitUntil: 'networkidle' })
  const loaded = await Promise.all(scripts)
  // Bytes, as the build measures the files.
  const bytes = (code: string) => Buffer.byteLength(code)
  const large = loaded.filter(({ code }) => bytes(code) >= HINTED_FROM_BYTES)
  expect(large.length).toBeGreaterThan(0)
  expect(large.filter(({ code }) => !code.startsWith(COMPILE_HINT)).map(({ url }) => url)).toEqual(
    [],
  )
  const small = loaded.filter(({ code }) => bytes(code) < HINTED_FROM_BYTES)
  expect(small.filter(({ code }) => code.startsWith(COMPILE_HINT)).map(({ url }) => url)).toEqual(
    [],
  )
})

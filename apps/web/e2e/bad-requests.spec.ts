import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { type APIRequestContext } from '@playwright/test'
import { expect, test } from './console-errors.ts'
import { E2E_BASE_URL, E2E_DIST_DIR } from './env.ts'

// docs/security-first-run.md, 12.10: requests a browser on another site (or a hand-made one) can send get a 4xx, not
// the 500 Next answers on its own.

async function anyActionId(): Promise<string> {
  const file = path.join(
    import.meta.dirname,
    '..',
    E2E_DIST_DIR,
    'server',
    'server-reference-manifest.json',
  )
  const manifest = JSON.parse(await readFile(file, 'utf8')) as { node: Record<string, unknown> }
  const id = Object.keys(manifest.node)[0]
  if (!id) throw new Error('no server action in the manifest')
  return id
}

const post = async (request: APIRequestContext, headers: Record<string, string>) =>
  request.post('/sign-in', {
    headers: {
      'next-action': await anyActionId(),
      accept: 'text/x-component',
      'content-type': 'text/plain;charset=UTF-8',
      ...headers,
    },
    data: JSON.stringify([{}]),
    maxRedirects: 0,
  })

test.describe('12.10 cross-site server action posts and crafted image urls answer 4xx', () => {
  for (const origin of ['https://evil.example', 'null', 'not a url']) {
    test(`a server action posted with Origin ${JSON.stringify(origin)} is 403`, async ({
      request,
    }) => {
      const response = await post(request, { origin })
      expect(response.status()).toBe(403)
      expect(await response.json()).toEqual({
        code: 'forbidden',
        message: "You don't have permission to do that.",
      })
    })
  }

  test('a cross-site form post (no next-action header) is 403 too', async ({ request }) => {
    const response = await request.post('/sign-in', {
      headers: { origin: 'https://evil.example' },
      form: { email: 'mallory@example.com' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(403)
  })

  test('the same origin still reaches the action', async ({ request }) => {
    const response = await post(request, { origin: E2E_BASE_URL })
    expect(response.status()).not.toBe(403)
    expect(response.status()).toBeLessThan(500)
  })

  test('/_next/image with a backslash url is 400', async ({ request }) => {
    const response = await request.get('/_next/image?url=%2F%5Cevil.com%2Fx.png&w=64&q=75')
    expect(response.status()).toBe(400)
  })
})

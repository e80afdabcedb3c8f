import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from './console-errors.ts'
import { newUser, signUpAndConfirm } from './auth-helpers.ts'
import { E2E_BASE_URL, E2E_DIST_DIR, e2eEnv } from './env.ts'
import { actionId } from './server-actions.ts'

// CVE-2025-29927: Next once skipped middleware for requests carrying this internal header. The
// proxy only refreshes sessions anyway; these check that every protected surface decides itself.
const SPOOFS = [
  'middleware:middleware:middleware:middleware:middleware',
  'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
  'proxy:proxy:proxy:proxy:proxy',
  'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy',
]
const CASES: [string, Record<string, string>][] = [
  ['no cookie', {}],
  ...SPOOFS.map((value): [string, Record<string, string>] => [
    `spoofed x-middleware-subrequest "${value.split(':')[0]}"`,
    { 'x-middleware-subrequest': value },
  ]),
]

for (const [label, headers] of CASES) {
  test(`a protected page refuses a request with ${label}`, async ({ request }) => {
    const response = await request.get('/account', { headers, maxRedirects: 0 })
    expect(response.status()).toBe(307)
    expect(response.headers().location).toMatch(/\/sign-in\?next=%2Faccount$/)
  })

  test(`a protected route handler refuses a request with ${label}`, async ({ request }) => {
    const response = await request.get('/auth/me', { headers, maxRedirects: 0 })
    expect(response.status()).toBe(401)
    expect(await response.json()).toEqual({
      code: 'forbidden',
      message: "You don't have permission to do that.",
    })
  })

  test(`a protected server action refuses a request with ${label}`, async ({ request }) => {
    const response = await request.post('/account', {
      headers: {
        ...headers,
        'next-action': await actionId('updateDisplayNameAction', 'account'),
        // As a browser posts it from the account page; the action returns there after sign-in.
        referer: `${E2E_BASE_URL}/account`,
        accept: 'text/x-component',
        'content-type': 'text/plain;charset=UTF-8',
      },
      data: JSON.stringify([{ displayName: 'Mallory' }]),
      maxRedirects: 0,
    })
    // requireUser() redirects to sign-in before the action touches anything.
    expect(response.headers()['x-action-redirect']).toMatch(/^\/sign-in\?next=%2Faccount/)
    expect(await response.text()).not.toContain('Mallory')
  })
}

test("the bell's count without a session is refused, and moves no page", async ({ request }) => {
  // The bell counts on its own; one sent as a signed-out page moved to /sign-in used to answer
  // with a redirect, which Next follows whatever the caller does: /sign-in?next=%2Fsign-in.
  const response = await request.post('/sign-in', {
    headers: {
      'next-action': await actionId('unreadCountAction', 'inbox'),
      referer: `${E2E_BASE_URL}/sign-in`,
      accept: 'text/x-component',
      'content-type': 'text/plain;charset=UTF-8',
    },
    data: JSON.stringify([{}]),
    maxRedirects: 0,
  })
  expect(response.status()).toBe(200)
  expect(response.headers()['x-action-redirect']).toBeUndefined()
  expect(await response.text()).toContain('"code":"forbidden"')
})

test('auth cookies are SameSite=Lax and Secure in a production build', async ({
  page,
  context,
}) => {
  await signUpAndConfirm(page, newUser('cookies'))
  const authCookies = (await context.cookies()).filter((cookie) =>
    /^sb-.+-auth-token/.test(cookie.name),
  )
  expect(authCookies.length).toBeGreaterThan(0)
  for (const cookie of authCookies)
    expect(cookie).toMatchObject({ sameSite: 'Lax', secure: true, path: '/' })
})

test('no client chunk holds the secret key or its variable name', async () => {
  const root = path.join(import.meta.dirname, '..', E2E_DIST_DIR, 'static')
  const files = (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) =>
    entry.isFile(),
  )
  expect(files.length).toBeGreaterThan(0)
  const secret = e2eEnv().SUPABASE_SECRET_KEY!
  const leaks: string[] = []
  for (const entry of files) {
    const text = await readFile(path.join(entry.parentPath, entry.name), 'utf8')
    if (text.includes(secret) || text.includes('SUPABASE_SECRET_KEY')) leaks.push(entry.name)
  }
  expect(leaks).toEqual([])
})

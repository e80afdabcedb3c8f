// @vitest-environment happy-dom
import { createClient, type Session } from '@supabase/supabase-js'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AuthProvider } from './auth-provider'
import { useAuthEvent, useSession, useUser } from './hooks'

/**
 * A real supabase-js client whose HTTP boundary is a tiny GoTrue stand-in (token, user, logout),
 * so the events come from supabase-js itself. The router is our own adapter: it records where
 * the tab ends up and how often server data was re-rendered.
 */
function jwt(payload: object) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.${Buffer.from('signature').toString('base64url')}`
}

function gotrueUser(name: string) {
  return {
    id: 'u1',
    aud: 'authenticated',
    role: 'authenticated',
    email: 'ada@example.com',
    app_metadata: { provider: 'email' },
    user_metadata: { display_name: name },
    created_at: '2026-11-22T00:00:00Z',
  }
}

function fakeGoTrue(): typeof fetch {
  let name = 'Ada'
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      })
    if (url.pathname === '/auth/v1/token') {
      const exp = Math.floor(Date.now() / 1000) + 3600
      return json({
        access_token: jwt({ sub: 'u1', exp, role: 'authenticated', email: 'ada@example.com' }),
        token_type: 'bearer',
        expires_in: 3600,
        expires_at: exp,
        refresh_token: 'r1',
        user: gotrueUser(name),
      })
    }
    if (url.pathname === '/auth/v1/user' && init?.method === 'PUT') {
      name = (JSON.parse(init.body as string) as { data: { display_name: string } }).data
        .display_name
      return json(gotrueUser(name))
    }
    if (url.pathname === '/auth/v1/user') return json(gotrueUser(name))
    if (url.pathname === '/auth/v1/logout') return new Response(null, { status: 204 })
    return json({ code: 'not_found', message: 'not found' }, 404)
  }
}

function Probe() {
  const user = useUser()
  const { status } = useSession()
  useAuthEvent('SIGNED_OUT', () => document.body.setAttribute('data-signed-out', 'yes'))
  return (
    <p>
      {status}: {(user?.user_metadata.display_name as string | undefined) ?? 'nobody'}
    </p>
  )
}

let supabase: ReturnType<typeof createClient>
let router: { path: string; refreshes: number; navigate(path: string): void; refresh(): void }
let cleared: number

function setLocation(path: string) {
  window.history.replaceState(null, '', path)
}

beforeEach(() => {
  setLocation('/w/acme?view=board')
  supabase = createClient('http://localhost:54321', 'sb_publishable_test', {
    auth: {
      storageKey: `sb-test-${Math.random()}`,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    global: { fetch: fakeGoTrue() },
  })
  router = {
    path: '/w/acme?view=board',
    refreshes: 0,
    navigate(path) {
      this.path = path
      setLocation(path)
    },
    refresh() {
      this.refreshes++
    },
  }
  cleared = 0
})
afterEach(() => cleanup())

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
}

describe('AuthProvider with a real supabase-js client', () => {
  it('walks a user through sign-in-required, sign-in, rename and sign-out', async () => {
    render(
      <AuthProvider supabase={supabase} router={router} onClearCache={() => cleared++}>
        <Probe />
      </AuthProvider>,
    )
    await settle()
    expect(screen.getByText('signed-out: nobody')).toBeTruthy()
    expect(router.path).toBe('/sign-in?next=%2Fw%2Facme%3Fview%3Dboard')

    await act(async () => {
      await supabase.auth.signInWithPassword({
        email: 'ada@example.com',
        password: 'correct-horse-1',
      })
    })
    await settle()
    expect(screen.getByText('signed-in: Ada')).toBeTruthy()
    // Navigating to next renders it with the new cookies; no extra refresh races the navigation.
    expect(router.path).toBe('/w/acme?view=board')
    expect(router.refreshes).toBe(0)

    await act(async () => {
      await supabase.auth.updateUser({ data: { display_name: 'Ada Lovelace' } })
    })
    await settle()
    expect(screen.getByText('signed-in: Ada Lovelace')).toBeTruthy()

    await act(async () => {
      await supabase.auth.signOut()
    })
    await settle()
    expect(screen.getByText('signed-out: nobody')).toBeTruthy()
    expect(router.path).toBe('/sign-in')
    expect(cleared).toBe(1)
    expect(document.body.getAttribute('data-signed-out')).toBe('yes')
  })

  it('starts from the server-provided user instead of "loading"', () => {
    const user = gotrueUser('Grace') as unknown as Session['user']
    render(
      <AuthProvider supabase={supabase} router={router} initialUser={user}>
        <Probe />
      </AuthProvider>,
    )
    expect(screen.getByText('signed-in: Grace')).toBeTruthy()
  })

  it('renders without a client (server prerendering) as loading, and reacts to nothing', async () => {
    render(
      <AuthProvider supabase={null} router={router}>
        <Probe />
      </AuthProvider>,
    )
    await settle()
    expect(screen.getByText(/^loading/)).toBeTruthy()
    expect(router.path).toBe('/w/acme?view=board')
  })

  it('explains a hook used outside the provider', () => {
    expect(() => render(<Probe />)).toThrow(/inside <AuthProvider>/)
  })
})

import type { AuthChangeEvent, Session } from '@supabase/supabase-js'
import { beforeEach, describe, expect, it } from 'vitest'
import { type SessionEventAdapter, createSessionEventHandler } from './session-events'

/**
 * A tiny in-memory "tab": a location, the rendered session, a data cache, open realtime
 * channels and the token they authorise with. Tests assert what a user of that tab would see.
 */
class FakeTab implements SessionEventAdapter {
  path: string
  session: Session | null = null
  cache = new Map<string, unknown>([['tasks', ['Ship auth']]])
  channels = new Set(['board:acme'])
  realtimeToken: string | null = null
  serverRenders = 0
  history: string[] = []

  constructor(path: string) {
    this.path = path
  }
  currentPath = () => this.path
  // A client navigation renders the target on the server with the current cookies.
  navigate = (path: string) => {
    this.path = path
    this.history.push(path)
    this.serverRenders++
  }
  refresh = () => {
    this.serverRenders++
  }
  clearCache = () => this.cache.clear()
  removeRealtimeChannels = () => this.channels.clear()
  setRealtimeAuth = (token: string) => {
    this.realtimeToken = token
  }
  setSession = (session: Session | null) => {
    this.session = session
  }
}

function session(userId: string, token = `token-${userId}`, name = 'Ada'): Session {
  return {
    access_token: token,
    refresh_token: 'r',
    expires_in: 3600,
    expires_at: 2_000_000_000,
    token_type: 'bearer',
    user: {
      id: userId,
      email: `${userId}@example.com`,
      app_metadata: {},
      user_metadata: { display_name: name },
      aud: 'authenticated',
      created_at: '2026-11-22T00:00:00Z',
    },
  }
}

function run(tab: FakeTab, events: [AuthChangeEvent, Session | null][]) {
  const handle = createSessionEventHandler(tab)
  for (const [event, value] of events) handle(event, value)
}

let tab: FakeTab
beforeEach(() => {
  tab = new FakeTab('/w/acme/tasks/12?view=board')
})

describe('INITIAL_SESSION', () => {
  it('hydrates the session and authorises realtime, staying on the page', () => {
    run(tab, [['INITIAL_SESSION', session('u1')]])
    expect(tab.session?.user.id).toBe('u1')
    expect(tab.realtimeToken).toBe('token-u1')
    expect(tab.path).toBe('/w/acme/tasks/12?view=board')
  })

  it('sends a visitor without a session on a protected page to sign in, remembering where they were', () => {
    run(tab, [['INITIAL_SESSION', null]])
    expect(tab.path).toBe('/sign-in?next=%2Fw%2Facme%2Ftasks%2F12%3Fview%3Dboard')
  })

  it('leaves a visitor without a session on a public page alone', () => {
    tab.path = '/sign-up'
    run(tab, [['INITIAL_SESSION', null]])
    expect(tab.path).toBe('/sign-up')
    expect(tab.session).toBeNull()
  })
})

describe('SIGNED_IN', () => {
  it('refreshes server data and goes to the same-origin next', () => {
    tab.path = '/sign-in?next=%2Fw%2Facme%3Fassignee%3Dme'
    run(tab, [
      ['INITIAL_SESSION', null],
      ['SIGNED_IN', session('u1')],
    ])
    expect(tab.serverRenders).toBe(1)
    expect(tab.path).toBe('/w/acme?assignee=me')
    expect(tab.session?.user.id).toBe('u1')
  })

  it('ignores a hostile next and goes to /w', () => {
    tab.path = '/sign-in?next=%2F%2Fevil.com'
    run(tab, [
      ['INITIAL_SESSION', null],
      ['SIGNED_IN', session('u1')],
    ])
    expect(tab.path).toBe('/w')
  })

  it('does not move the page when supabase-js re-emits SIGNED_IN for the same user (tab refocus)', () => {
    run(tab, [
      ['INITIAL_SESSION', session('u1')],
      ['SIGNED_IN', session('u1')],
    ])
    expect(tab.path).toBe('/w/acme/tasks/12?view=board')
    expect(tab.history).toEqual([])
  })

  it('does not move the page when auth-js announces the restored session before INITIAL_SESSION', () => {
    // A subscriber added while auth-js initialises hears the session it read from storage first.
    run(tab, [
      ['SIGNED_IN', session('u1')],
      ['INITIAL_SESSION', session('u1')],
    ])
    expect(tab.path).toBe('/w/acme/tasks/12?view=board')
    expect(tab.history).toEqual([])
    expect(tab.serverRenders).toBe(0)
    expect(tab.session?.user.id).toBe('u1')
    expect(tab.realtimeToken).toBe('token-u1')
  })

  it('moves the page for a new user once the first session is known', () => {
    run(tab, [
      ['SIGNED_IN', session('u1')],
      ['INITIAL_SESSION', session('u1')],
      ['SIGNED_IN', session('u2')],
    ])
    expect(tab.path).toBe('/w')
  })

  it('stays on an invitation page so the invite can be accepted', () => {
    tab.path = '/invite/tok123'
    run(tab, [
      ['INITIAL_SESSION', null],
      ['SIGNED_IN', session('u1')],
    ])
    expect(tab.path).toBe('/invite/tok123')
    expect(tab.serverRenders).toBe(1)
    expect(tab.serverRenders).toBe(1)
  })
})

describe('SIGNED_OUT', () => {
  it('clears cached data and realtime channels and goes to sign-in', () => {
    run(tab, [
      ['INITIAL_SESSION', session('u1')],
      ['SIGNED_OUT', null],
    ])
    expect(tab.cache.size).toBe(0)
    expect(tab.channels.size).toBe(0)
    expect(tab.session).toBeNull()
    expect(tab.path).toBe('/sign-in')
  })

  it('does the same in a second tab that only receives the relayed event', () => {
    const other = new FakeTab('/w/acme')
    const handleOther = createSessionEventHandler(other)
    handleOther('INITIAL_SESSION', session('u1'))
    handleOther('SIGNED_OUT', null)
    expect([other.path, other.cache.size, other.channels.size]).toEqual(['/sign-in', 0, 0])
  })
})

describe('TOKEN_REFRESHED', () => {
  it('moves realtime to the new token with no visible change', () => {
    run(tab, [
      ['INITIAL_SESSION', session('u1', 'old')],
      ['TOKEN_REFRESHED', session('u1', 'new')],
    ])
    expect(tab.realtimeToken).toBe('new')
    expect(tab.session?.access_token).toBe('new')
    expect(tab.history).toEqual([])
    expect(tab.serverRenders).toBe(0)
    expect(tab.cache.size).toBe(1)
  })
})

describe('USER_UPDATED', () => {
  it('shows the new name wherever the session is rendered and re-renders server data', () => {
    run(tab, [
      ['INITIAL_SESSION', session('u1', 't', 'Ada')],
      ['USER_UPDATED', session('u1', 't', 'Ada Lovelace')],
    ])
    expect(tab.session?.user.user_metadata.display_name).toBe('Ada Lovelace')
    expect(tab.serverRenders).toBe(1)
    expect(tab.path).toBe('/w/acme/tasks/12?view=board')
  })
})

describe('PASSWORD_RECOVERY', () => {
  it('goes to /update-password', () => {
    tab.path = '/'
    run(tab, [
      ['INITIAL_SESSION', null],
      ['PASSWORD_RECOVERY', session('u1')],
    ])
    expect(tab.path).toBe('/update-password')
  })

  it('ends on /update-password even when supabase-js emits SIGNED_IN first (implicit recovery link)', () => {
    tab.path = '/'
    run(tab, [
      ['INITIAL_SESSION', null],
      ['SIGNED_IN', session('u1')],
      ['PASSWORD_RECOVERY', session('u1')],
    ])
    expect(tab.path).toBe('/update-password')
  })
})

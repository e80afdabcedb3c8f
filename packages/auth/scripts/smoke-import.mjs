// Imports every built entry the way another internal app would: plain Node ESM, no bundler.
import { readFileSync } from 'node:fs'

const entries = {
  '@teamboard/auth': ['safeRedirect', 'signInPath', 'createSessionEventHandler'],
  '@teamboard/auth/redirect': ['safeRedirect', 'signInPath'],
  '@teamboard/auth/session-events': ['createSessionEventHandler', 'defaultSessionRoutes'],
  '@teamboard/auth/server': ['getUser', 'requireUser', 'requireUserForRoute', 'userFromClaims'],
  '@teamboard/auth/server/pages': ['getPagesUser', 'SessionUnavailableError'],
  '@teamboard/auth/react': ['AuthProvider', 'useSession', 'useUser', 'useAuthEvent'],
}

for (const [specifier, names] of Object.entries(entries)) {
  const mod = await import(specifier)
  for (const name of names) {
    if (!(name in mod)) throw new Error(`${specifier} does not export ${name}`)
  }
  console.log(`ok  ${specifier}`)
}

const { safeRedirect } = await import('@teamboard/auth/redirect')
if (safeRedirect('//evil.com') !== '/w' || safeRedirect('/w/acme?x=1') !== '/w/acme?x=1')
  throw new Error('safeRedirect misbehaves in the build')
console.log('ok  safeRedirect works from dist')

const client = readFileSync(new URL('../dist/react/index.js', import.meta.url), 'utf8')
if (!/^["']use client["'];?\n/.test(client))
  throw new Error('dist/react/index.js lost its "use client" directive')
if (/from ["']next[/"']/.test(client))
  throw new Error('dist/react/index.js imports Next; it must work in any React app')
console.log('ok  dist/react/index.js starts with "use client" and has no Next import')

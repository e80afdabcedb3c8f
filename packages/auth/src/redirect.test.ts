import { describe, expect, it } from 'vitest'
import { safeRedirect, signInPath } from './redirect'

const hostile = [
  '//evil.com',
  '//evil.com/w',
  '///evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '/\\/evil.com',
  'https://evil.com',
  'http://evil.com/w',
  'HTTPS://evil.com',
  'https:evil.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  '%2F%2Fevil.com',
  '/%2F%2Fevil.com',
  '/%2fevil.com',
  '/%5Cevil.com',
  '/%5cevil.com',
  '%252F%252Fevil.com',
  '/%252F%252Fevil.com',
  '/%25252F%25252Fevil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  '/%09/evil.com',
  '/%0a/evil.com',
  '/\u0000/w',
  '/..//evil.com',
  '/w/../..//evil.com',
  '/%2e%2e//evil.com',
  '/w/%2e%2e/%2e%2e//evil.com',
  'evil.com',
  'w',
  ' /w',
  '@evil.com',
  '/%',
  '/%E0%A4%A',
  '',
  // What a handler would get if it built `next` from a forged X-Forwarded-Host: safeRedirect
  // never reads hosts, so an absolute URL — whatever host it names — is refused.
  'https://evil.com/w/acme',
]

const legit: [string, string][] = [
  ['/w', '/w'],
  ['/w/acme', '/w/acme'],
  ['/w/acme/tasks/12', '/w/acme/tasks/12'],
  ['/w/acme?assignee=me&priority=high', '/w/acme?assignee=me&priority=high'],
  ['/w/acme/tasks/12#comment-3', '/w/acme/tasks/12#comment-3'],
  ['/w/acme?q=%2F%2Fnot-a-host', '/w/acme?q=%2F%2Fnot-a-host'],
  ['/account', '/account'],
  ['/invite/abc123', '/invite/abc123'],
  ['/w/acme/../other', '/w/other'],
  ['/', '/'],
]

describe('safeRedirect', () => {
  it.each(hostile.map((value) => [value]))('refuses %j and falls back to /w', (value) => {
    expect(safeRedirect(value)).toBe('/w')
  })

  it('has a table of at least 20 hostile inputs', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(20)
  })

  it.each(legit)('keeps %j as %j', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected)
  })

  it.each([null, undefined, 42, {}, ['/w/acme']])('falls back for the non-string %j', (value) => {
    expect(safeRedirect(value)).toBe('/w')
  })

  it('uses the caller fallback', () => {
    expect(safeRedirect('//evil.com', { fallback: '/account' })).toBe('/account')
    expect(safeRedirect(null, { fallback: '/' })).toBe('/')
  })

  it('refuses absurdly long values instead of processing them', () => {
    expect(safeRedirect(`/w/${'a'.repeat(5000)}`)).toBe('/w')
  })
})

describe('signInPath', () => {
  it('carries a safe next, encoded', () => {
    expect(signInPath('/w/acme?x=1')).toBe('/sign-in?next=%2Fw%2Facme%3Fx%3D1')
  })
  it('drops an unsafe next entirely', () => {
    expect(signInPath('//evil.com')).toBe('/sign-in')
    expect(signInPath(undefined)).toBe('/sign-in')
  })
})

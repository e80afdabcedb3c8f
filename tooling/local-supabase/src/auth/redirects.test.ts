import { describe, expect, it } from 'vitest'
import { createRedirectCheck } from './redirects.ts'

describe('redirect allow-list', () => {
  const allow = createRedirectCheck('http://localhost:3000', [
    'https://preview-*.example.com/**',
    'app://callback',
  ])

  it('accepts the site URL’s origin and matching globs', () => {
    expect(allow('http://localhost:3000/auth/callback?next=/w')).toBe(true)
    expect(allow('https://preview-42.example.com/auth/callback')).toBe(true)
    expect(allow('app://callback')).toBe(true)
  })

  it('refuses other origins, look-alike hosts and garbage', () => {
    expect(allow('http://localhost:3001/')).toBe(false)
    expect(allow('https://preview-1.example.com.evil.test/x')).toBe(false)
    expect(allow('https://evil.test/?https://preview-1.example.com/')).toBe(false)
    expect(allow('not a url')).toBe(false)
  })
})

import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_SUPABASE_DIR } from '../paths.ts'
import { textFromHtml } from './text-part.ts'

const templates = path.join(REPO_SUPABASE_DIR, 'templates')
const values: Record<string, string> = {
  SiteURL: 'http://localhost:3000',
  TokenHash: 'pkce_0123abcd',
  Token: '123456',
  Email: 'ada@example.com',
  NewEmail: 'ada@new.example.com',
}
const render = (html: string) =>
  html.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (match, key: string) => values[key] ?? match)
const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'))

describe('textFromHtml', () => {
  const files = readdirSync(templates).filter((file) => file.endsWith('.html'))
  it.each(files)('%s: the text part carries the same links as the HTML', (file) => {
    const html = render(readFileSync(path.join(templates, file), 'utf8'))
    const text = textFromHtml(html)
    const links = text.match(/https?:\/\/\S+/g) ?? []
    expect(links).toEqual(hrefs(html))
    expect(text).not.toMatch(/<|\/auth\/v1\/verify/)
  })

  it('keeps the words around each link', () => {
    const text = textFromHtml(
      '<h1>Hi</h1><p>Go <a href="https://a.test/x?a=1&amp;b=2">here</a>.</p>',
    )
    expect(text).toBe('Hi\n\nGo here https://a.test/x?a=1&b=2.')
  })
})

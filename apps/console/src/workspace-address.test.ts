import { describe, expect, it } from 'vitest'
import { workspaceSlugFrom } from './workspace-address'

describe('workspaceSlugFrom', () => {
  it('takes the slug out of a pasted path or board URL', () => {
    expect(workspaceSlugFrom('acme')).toBe('acme')
    expect(workspaceSlugFrom('  Acme-Team ')).toBe('acme-team')
    expect(workspaceSlugFrom('/w/acme')).toBe('acme')
    expect(workspaceSlugFrom('w/acme/')).toBe('acme')
    expect(workspaceSlugFrom('http://localhost:3000/w/acme?assignee=me')).toBe('acme')
    expect(workspaceSlugFrom('https://app.teamboard.app/w/acme/settings#x')).toBe('acme')
  })

  it('leaves anything else for the function to refuse', () => {
    expect(workspaceSlugFrom('https://example.com/')).toBe('/')
    expect(workspaceSlugFrom('not a slug')).toBe('not a slug')
  })
})

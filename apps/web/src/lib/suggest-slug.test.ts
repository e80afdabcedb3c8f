import { slugSchema } from '@teamboard/supabase/schemas'
import { describe, expect, it } from 'vitest'
import { suggestSlug } from './suggest-slug'

describe('suggestSlug', () => {
  it('turns a name into an address the slug schema accepts', () => {
    expect(suggestSlug('Acme Design Team')).toBe('acme-design-team')
    expect(slugSchema.safeParse(suggestSlug('Acme Design Team')).success).toBe(true)
  })

  it('folds accents and collapses punctuation into single dashes', () => {
    expect(suggestSlug('  Café — Crème!!  Team ')).toBe('cafe-creme-team')
  })

  it('never suggests a leading or trailing dash, even when cut at the length limit', () => {
    const slug = suggestSlug(`${'a'.repeat(39)} b`)
    expect(slug).toBe('a'.repeat(39))
    expect(slugSchema.safeParse(slug).success).toBe(true)
  })

  it('suggests nothing for a name without letters or digits', () => {
    expect(suggestSlug('!!! ???')).toBe('')
  })
})

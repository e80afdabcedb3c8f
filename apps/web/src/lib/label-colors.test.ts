import { Constants } from '@teamboard/supabase'
import { describe, expect, it } from 'vitest'
import { contrastRatio, labelPalette } from './label-colors'

describe('the label palette', () => {
  it('has a colour for every value of the label_color enum', () => {
    expect(Object.keys(labelPalette).sort()).toEqual([...Constants.public.Enums.label_color].sort())
  })

  it.each(Object.entries(labelPalette))('%s reads at 4.5:1 or more in both themes', (_, color) => {
    expect(contrastRatio(color.light.text, color.light.background)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(color.dark.text, color.dark.background)).toBeGreaterThanOrEqual(4.5)
  })

  it('computes the WCAG ratio (black on white is 21:1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#777777')).toBe(1)
  })
})

import type { Enums } from '@teamboard/supabase'
import type { CSSProperties } from 'react'

export type LabelColor = Enums<'label_color'>

interface ChipColors {
  background: string
  text: string
}

/**
 * The label palette (the `label_color` enum), as chip colours for each theme. Every pair reaches
 * WCAG AA for small text (4.5:1), checked by label-colors.test.ts; the names are what the label
 * editor and screen readers say.
 */
export const labelPalette: Record<
  LabelColor,
  { name: string; light: ChipColors; dark: ChipColors }
> = {
  gray: {
    name: 'Gray',
    light: { background: '#e5e7eb', text: '#374151' },
    dark: { background: '#374151', text: '#f3f4f6' },
  },
  red: {
    name: 'Red',
    light: { background: '#fee2e2', text: '#991b1b' },
    dark: { background: '#7f1d1d', text: '#fee2e2' },
  },
  orange: {
    name: 'Orange',
    light: { background: '#ffedd5', text: '#9a3412' },
    dark: { background: '#7c2d12', text: '#ffedd5' },
  },
  yellow: {
    name: 'Yellow',
    light: { background: '#fef9c3', text: '#854d0e' },
    dark: { background: '#713f12', text: '#fef9c3' },
  },
  green: {
    name: 'Green',
    light: { background: '#dcfce7', text: '#166534' },
    dark: { background: '#14532d', text: '#dcfce7' },
  },
  teal: {
    name: 'Teal',
    light: { background: '#ccfbf1', text: '#115e59' },
    dark: { background: '#134e4a', text: '#ccfbf1' },
  },
  blue: {
    name: 'Blue',
    light: { background: '#dbeafe', text: '#1e40af' },
    dark: { background: '#1e3a8a', text: '#dbeafe' },
  },
  purple: {
    name: 'Purple',
    light: { background: '#f3e8ff', text: '#6b21a8' },
    dark: { background: '#581c87', text: '#f3e8ff' },
  },
  pink: {
    name: 'Pink',
    light: { background: '#fce7f3', text: '#9d174d' },
    dark: { background: '#831843', text: '#fce7f3' },
  },
}

/** CSS variables a chip reads (`.label-chip` in the class list of `LabelChip`). */
export function chipStyle(color: LabelColor): CSSProperties {
  const { light, dark } = labelPalette[color]
  // React takes custom properties in `style`; its type lists only the standard ones.
  return {
    '--chip-bg': light.background,
    '--chip-fg': light.text,
    '--chip-bg-dark': dark.background,
    '--chip-fg-dark': dark.text,
  } as CSSProperties
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

'use client'

import { useLayoutEffect } from 'react'
import { applyTheme, readTheme, themeScript } from '@/lib/theme'

/**
 * In <head>: applies the stored theme before the first paint (see lib/theme.ts). The script is
 * server-rendered only. The browser runs it while parsing the HTML; React, hydrating, skips an
 * element in <head> it does not render. When React renders the document itself (Next's error
 * shell, e.g. a layout's notFound()), a <script> it creates would never run and React warns about
 * it, so there the stored theme is applied from an effect instead.
 */
export function ThemeScript() {
  useLayoutEffect(() => applyTheme(readTheme()), [])
  if (typeof window !== 'undefined') return null
  return <script dangerouslySetInnerHTML={{ __html: themeScript }} />
}

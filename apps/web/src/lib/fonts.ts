import { GeistSans } from 'geist/font/sans'
import localFont from 'next/font/local'

/**
 * Geist Mono as `geist/font/mono` declares it, but not preloaded: next/font preloads a font on
 * every page of the layout that loads it, and only task keys, code and slugs are set in it. A
 * page that shows some fetches it when its first layout needs it.
 */
const GeistMono = localFont({
  src: '../../node_modules/geist/dist/fonts/geist-mono/GeistMono-Variable.woff2',
  variable: '--font-geist-mono',
  weight: '100 900',
  preload: false,
  adjustFontFallback: false,
  fallback: ['ui-monospace', 'monospace'],
})

/**
 * The classes that define `--font-geist-sans` and `--font-geist-mono` (the UI kit's `--font-sans`
 * and `--font-mono` read them), for the <html> of both routers: the root layout, global-error,
 * and the Pages Router's `_document` (which may not call a font loader itself, but may use the
 * class names; `_app` imports this module so the fonts' CSS is on the page).
 */
export const fontVariables = `${GeistSans.variable} ${GeistMono.variable}`

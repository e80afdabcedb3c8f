import { GeistMono } from 'geist/font/mono'
import { GeistSans } from 'geist/font/sans'

/**
 * The classes that define `--font-geist-sans` and `--font-geist-mono` (the UI kit's `--font-sans`
 * and `--font-mono` read them), for the <html> of both routers: the root layout, global-error,
 * and the Pages Router's `_document` (which may not call a font loader itself, but may use the
 * class names; `_app` imports this module so the fonts' CSS is on the page).
 */
export const fontVariables = `${GeistSans.variable} ${GeistMono.variable}`

import localFont from 'next/font/local'

// Geist and Geist Mono each come as two faces, split by `unicode-range` the way Google Fonts
// splits them: the Latin subset (Fontsource's cut: ASCII, Latin-1, common punctuation), which
// every page needs, and the whole variable font for every other character, which a browser
// fetches only when a text has one (a Polish name, a Cyrillic title). The Latin file is 29 kB
// where the whole font is 70 kB, and Geist is preloaded on every page. `globals.css` puts each
// pair into `--font-geist-sans` and `--font-geist-mono`, the names the UI kit reads.
// The ranges are literals, as next/font reads its options before the module runs. The second is
// everything the first leaves out, and must not overlap it: while the Latin face loads, a browser
// looks further down the list for a face that covers a character, and would fetch this one.
// docs/decisions/board-first-screen.md ("Fonts") has the measurements.

const GeistSans = localFont({
  src: '../../node_modules/@fontsource-variable/geist/files/geist-latin-wght-normal.woff2',
  variable: '--font-geist-sans-latin',
  weight: '100 900',
  // The size-adjusted Arial stands behind both faces, so it is declared with the other one.
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
})

const GeistSansRest = localFont({
  src: '../../node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2',
  variable: '--font-geist-sans-rest',
  weight: '100 900',
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-0130,U+0132-0151,U+0154-02BA,U+02BD-02C5,U+02C7-02D9,U+02DB,U+02DD-0303,U+0305-0307,U+0309-0328,U+032A-1FFF,U+2070-20AB,U+20AD-2121,U+2123-2190,U+2192,U+2194-2211,U+2213-2214,U+2216-FEFE,U+FF00-FFFC,U+FFFE-10FFFF',
    },
  ],
})

/**
 * Not preloaded: next/font preloads a font on every page of the layout that loads it, and only
 * task keys, code and slugs are set in it. A page that shows some fetches it when its first
 * layout needs it.
 */
const GeistMono = localFont({
  src: '../../node_modules/@fontsource-variable/geist-mono/files/geist-mono-latin-wght-normal.woff2',
  variable: '--font-geist-mono-latin',
  weight: '100 900',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
})

const GeistMonoRest = localFont({
  src: '../../node_modules/geist/dist/fonts/geist-mono/GeistMono-Variable.woff2',
  variable: '--font-geist-mono-rest',
  weight: '100 900',
  preload: false,
  adjustFontFallback: false,
  fallback: ['ui-monospace', 'monospace'],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-0130,U+0132-0151,U+0154-02BA,U+02BD-02C5,U+02C7-02D9,U+02DB,U+02DD-0303,U+0305-0307,U+0309-0328,U+032A-1FFF,U+2070-20AB,U+20AD-2121,U+2123-2190,U+2192,U+2194-2211,U+2213-2214,U+2216-FEFE,U+FF00-FFFC,U+FFFE-10FFFF',
    },
  ],
})

/**
 * The classes that define the fonts' variables, for the <html> of both routers: the root layout,
 * global-error, and the Pages Router's `_document` (which may not call a font loader itself, but
 * may use the class names; `_app` imports this module so the fonts' CSS is on the page).
 */
export const fontVariables = [GeistSans, GeistSansRest, GeistMono, GeistMonoRest]
  .map((font) => font.variable)
  .join(' ')

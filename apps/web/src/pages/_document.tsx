import { Head, Html, Main, NextScript } from 'next/document'
import { ThemeScript } from '@/components/theme-script'
import { fontVariables } from '@/lib/fonts'

/**
 * The document of the Pages Router landing, as the App Router's root layout renders it: the font
 * variables on <html>, the theme script before the first paint (an inline script still runs when
 * the page ships no runtime) and the same body. The App Router ignores this file.
 */
export default function Document() {
  return (
    <Html lang="en" className={fontVariables}>
      <Head>
        <ThemeScript />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" sizes="any" />
      </Head>
      <body className="flex min-h-dvh flex-col">
        <Main />
        <NextScript />
      </body>
    </Html>
  )
}

import type { AppProps } from 'next/app'
// The fonts' CSS (@font-face and the variable classes `_document` puts on <html>).
import '@/lib/fonts'
import '../app/globals.css'

/**
 * The Pages Router's app shell: the CSS, and a column filling the viewport as the root layout's
 * <body> does (here the page sits inside Next's `#__next` <div>, so the body's flex cannot reach
 * it). Each page renders its own frame (`pages/index.tsx`).
 */
export default function App({ Component, pageProps }: AppProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <Component {...pageProps} />
    </div>
  )
}

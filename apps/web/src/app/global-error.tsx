'use client'

import dynamic from 'next/dynamic'
import { fontVariables } from '@/lib/fonts'
import type { GlobalErrorProps } from './_components/global-error-screen'
import './globals.css'

// Part of every page's first load, so only the frame is here; the screen downloads when the root
// layout fails (the JS budgets, apps/web/e2e/js-budget.ts).
const GlobalErrorScreen = dynamic(() =>
  import('./_components/global-error-screen').then((module) => module.GlobalErrorScreen),
)

/** Replaces the root layout when it fails, so it renders its own <html> and loads the app's CSS itself. */
export default function GlobalError(props: GlobalErrorProps) {
  return (
    <html lang="en" className={fontVariables}>
      <body className="flex min-h-dvh flex-col">
        <main className="flex flex-1 flex-col">
          <GlobalErrorScreen {...props} />
        </main>
      </body>
    </html>
  )
}

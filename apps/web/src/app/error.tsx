'use client'

import dynamic from 'next/dynamic'

// Every page's first load includes its error boundary; the screen itself (the UI kit's button,
// icons, the telemetry call) downloads only when a page fails (the JS budgets, apps/web/e2e/js-budget.ts).
const RouteErrorScreen = dynamic(() =>
  import('./_components/route-error-screen').then((module) => module.RouteErrorScreen),
)

export default function RouteError(props: { error: unknown; retry: () => void }) {
  return <RouteErrorScreen {...props} />
}

'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'
import type { ConfirmDialogProps } from './confirm-dialog-content'

// Radix's Dialog (focus trap, scroll lock, portal) is not part of the page's first load: it
// downloads the first time a question is asked (the JS budgets, apps/web/e2e/js-budget.ts).
const ConfirmDialogContent = dynamic(() =>
  import('./confirm-dialog-content').then((module) => module.ConfirmDialogContent),
)

/** A yes/no question before a change that is hard to take back (remove, transfer, leave). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [asked, setAsked] = useState(props.open)
  // Mounted from the first opening on, so it can close with its animation.
  if (props.open && !asked) setAsked(true)
  return asked ? <ConfirmDialogContent {...props} /> : null
}

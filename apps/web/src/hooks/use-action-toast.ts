'use client'

import { toast } from '@/lib/toast'
import { useTransition } from 'react'
import type { ActionResult } from '@/lib/actions/result'
import { runAction } from '@/lib/run-action'

/**
 * For actions started by a button or menu item rather than a form: runs one in a transition
 * through `runAction` (lib/run-action.ts), which explains a refusal in a toast (catalogue words,
 * with the reference for `unexpected`, also one the browser caught). On success the action's
 * revalidation re-renders the page; `success` is said in a toast too.
 */
export function useActionToast(): [
  pending: boolean,
  run: (action: () => Promise<ActionResult<unknown>>, success?: string) => void,
] {
  const [pending, startTransition] = useTransition()
  function run(action: () => Promise<ActionResult<unknown>>, success?: string) {
    startTransition(async () => {
      const done = await runAction(action)
      if (done && success) toast.success(success)
    })
  }
  return [pending, run]
}

'use client'

import { toast } from '@teamboard/ui/toaster'
import { useTransition } from 'react'
import type { MemberActionResult } from '../_lib/member-actions'

/**
 * Runs a row action (change role, remove, revoke…) in a transition and explains a refusal in a
 * toast; on success the action's revalidation re-renders the list.
 */
export function useMemberAction(): [
  pending: boolean,
  run: (action: () => Promise<MemberActionResult>, success?: string) => void,
] {
  const [pending, startTransition] = useTransition()
  function run(action: () => Promise<MemberActionResult>, success?: string) {
    startTransition(async () => {
      const result = await action()
      if (result.error) toast.error(result.error)
      else if (success) toast.success(success)
    })
  }
  return [pending, run]
}

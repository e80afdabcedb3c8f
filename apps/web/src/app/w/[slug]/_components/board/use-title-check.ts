'use client'

import { useEffect } from 'react'

// zod (~20 kB compressed) comes with the first title input, not with the board (the JS budgets, apps/web/e2e/js-budget.ts).
const loadCheck = () =>
  import('../../_lib/board/title-check').then((module) => module.checkTaskTitle)

/**
 * For an input that edits a card title: starts fetching the title rule when the input mounts
 * and returns the check, which waits for it (a keystroke's time at most).
 */
export function useTitleCheck() {
  useEffect(() => {
    void loadCheck()
  }, [])
  return async (draft: string) => (await loadCheck())(draft)
}

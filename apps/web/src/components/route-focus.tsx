'use client'

import { useEffect, useRef, useState } from 'react'
import { useAppPathname } from '@/hooks/use-app-pathname'

// A task opened from the board is a dialog over it (an intercepted route): the dialog takes focus
// on the way in and gives it back to the card on the way out, so neither move is a new page.
const TASK = /^\/w\/[^/]+\/tasks\/[^/]+$/

function isDialogHop(from: string, to: string) {
  return TASK.test(to) || (TASK.test(from) && to === from.replace(/\/tasks\/[^/]+$/, ''))
}

/**
 * After a client-side navigation, moves focus to the new page's heading, as a full page load
 * would start reading there, and announces it. The first load is left alone.
 */
export function RouteFocus() {
  const pathname = useAppPathname()
  const previous = useRef(pathname)
  const [announcement, setAnnouncement] = useState('')

  useEffect(() => {
    const from = previous.current
    previous.current = pathname
    if (from === pathname || isDialogHop(from, pathname)) return
    const focusedAtCommit = document.activeElement
    // After the commit that showed the new page, so its heading is in the document.
    const frame = requestAnimationFrame(() => {
      const heading = document.querySelector<HTMLElement>('main h1')
      if (!heading || document.querySelector('[role=dialog], [role=alertdialog]')) return
      // A field the new page focused itself (autoFocus) keeps it.
      if (document.activeElement?.matches('input, textarea, select, [contenteditable]')) return
      // So does whatever a key pressed before this frame focused (the board's `j`): a frame can
      // come late, as when Chromium holds a loading page's frames (lighthouse-held-frame.md).
      const focused = document.activeElement
      if (focused && focused !== focusedAtCommit && focused !== document.body) return
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
      heading.focus({ preventScroll: false })
      setAnnouncement(heading.textContent ?? '')
    })
    return () => cancelAnimationFrame(frame)
  }, [pathname])

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {announcement}
    </p>
  )
}

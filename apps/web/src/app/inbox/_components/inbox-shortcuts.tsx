'use client'

import { useShortcuts } from '@/components/command/command-host'
import { stepFocus } from '@/lib/shortcuts/step-focus'

// The inbox's keys work on the links and buttons it already renders (a notification's link, its
// "Mark read"/"Mark unread" button), so they stay in step with what is shown. docs/shortcuts.md.

function items(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-testid="inbox-item"]')]
}

function focusedItem(): HTMLElement | null {
  return document.activeElement?.closest<HTMLElement>('[data-testid="inbox-item"]') ?? null
}

function moveFocus(step: 1 | -1): boolean {
  return stepFocus(items(), focusedItem(), step)
}

/** `j`/`k` and the arrows between notifications, `Enter` opens (the link), `e` marks read or unread. */
export function InboxShortcuts() {
  useShortcuts({
    scope: 'Inbox',
    shortcuts: [
      { key: 'j', label: 'Next notification', run: () => moveFocus(1) },
      { key: 'k', label: 'Previous notification', run: () => moveFocus(-1) },
      { key: 'ArrowDown', label: 'Next notification', run: () => moveFocus(1) },
      { key: 'ArrowUp', label: 'Previous notification', run: () => moveFocus(-1) },
      {
        key: 'e',
        label: 'Mark the focused notification read or unread',
        run: () => {
          const item = focusedItem()
          if (!item) return false
          item.querySelector<HTMLButtonElement>('button[type="submit"]')?.click()
          // The list re-renders with the item's new state; the focus stays on its link.
          item.querySelector<HTMLElement>('a')?.focus()
          return true
        },
      },
    ],
  })
  return null
}

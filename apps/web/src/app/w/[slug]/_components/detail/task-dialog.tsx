'use client'

import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@teamboard/ui/dialog'
import { useRouter } from 'next/navigation'
import type { ReactNode } from 'react'

/**
 * The detail over the board. Closing (Escape, the close button, a click outside) goes back in
 * history, so the board underneath (never unmounted) keeps its scroll and its URL filters, and
 * the browser's Back closes it the same way.
 */
export function TaskDialog({ title, children }: { title: string; children: ReactNode }) {
  const router = useRouter()
  return (
    <Dialog defaultOpen onOpenChange={(open) => (open ? undefined : router.back())}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-4xl"
        // Escape in a field being edited cancels that edit (the field handles it), and Escape
        // while a checklist item is picked up (its grip, pressed) cancels that drag, not the dialog.
        onEscapeKeyDown={(event) => {
          if (document.activeElement?.matches('input, textarea, [aria-pressed="true"]'))
            event.preventDefault()
        }}
      >
        <DialogTitle className="sr-only">{title}</DialogTitle>
        <DialogDescription className="sr-only">Task detail</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  )
}

'use client'

import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@teamboard/ui/dialog'
import { useSyncExternalStore } from 'react'
import { keyLabel, type ShortcutLayer } from '@/lib/shortcuts/shortcut-layer'

/** `?`: every shortcut active on this screen, by where it applies (the layer's own list). */
export function ShortcutOverlay({
  open,
  onClose,
  layer,
}: {
  open: boolean
  onClose: () => void
  layer: ShortcutLayer
}) {
  const groups = useSyncExternalStore(layer.subscribe, layer.list, layer.list)
  const apple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-md"
        data-testid="shortcut-overlay"
      >
        <DialogTitle>Keyboard shortcuts</DialogTitle>
        <DialogDescription>They work when no text field has the focus.</DialogDescription>
        {groups.map((group) => (
          <section
            key={group.scope}
            aria-labelledby={`shortcuts-${group.scope}`}
            className="grid gap-1"
          >
            <h3 id={`shortcuts-${group.scope}`} className="text-sm font-medium">
              {group.scope}
            </h3>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              {group.shortcuts.map((shortcut) => (
                <div key={shortcut.key} className="contents">
                  <dt className="text-muted-foreground">{shortcut.label}</dt>
                  <dd>
                    <kbd className="rounded border bg-muted px-1.5 font-mono text-xs">
                      {keyLabel(shortcut.key, apple)}
                    </kbd>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </DialogContent>
    </Dialog>
  )
}

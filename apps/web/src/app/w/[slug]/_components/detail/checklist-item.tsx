'use client'

import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { Button } from '@teamboard/ui/button'
import { Input } from '@teamboard/ui/input'
import type { ChecklistItem } from '@teamboard/supabase/queries'
import { ArrowDownIcon, ArrowUpIcon, GripVerticalIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { formText } from '@/lib/form-text'
import type { useChecklist } from './use-checklist'

/**
 * One checklist item: tick, edit (click the text), reorder — dragged by its grip (pointer, or
 * Space on the grip then arrows and Space, checklist-dnd.tsx) or moved by the up and down
 * buttons — and delete.
 */
export function ChecklistItemRow({
  item,
  first,
  last,
  list,
}: {
  item: ChecklistItem
  first: boolean
  last: boolean
  list: ReturnType<typeof useChecklist>
}) {
  const [editing, setEditing] = useState(false)
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id })
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`flex items-center gap-2 rounded-md px-1 py-0.5 hover:bg-accent/40 ${isDragging ? 'relative z-10 bg-background shadow-md' : ''}`}
      data-testid="checklist-item"
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${item.body}`}
        className="flex size-6 shrink-0 cursor-grab touch-none items-center justify-center rounded-sm text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <GripVerticalIcon aria-hidden="true" className="size-4" />
      </button>
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={item.done}
        aria-label={item.body}
        onChange={(event) => list.tick(item.id, event.target.checked)}
      />
      {editing ? (
        <form
          className="flex-1"
          onSubmit={(event) => {
            event.preventDefault()
            const body = formText(new FormData(event.currentTarget), 'body').trim()
            if (body && body !== item.body) list.edit(item.id, body)
            setEditing(false)
          }}
        >
          <Input
            name="body"
            aria-label={`Edit ${item.body}`}
            defaultValue={item.body}
            maxLength={300}
            autoFocus
            className="h-7"
            onBlur={(event) => event.currentTarget.form?.requestSubmit()}
            onKeyDown={(event) => event.key === 'Escape' && setEditing(false)}
          />
        </form>
      ) : (
        <button
          type="button"
          className={`flex-1 rounded-sm text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring ${item.done ? 'text-muted-foreground line-through' : ''}`}
          aria-label={`Edit ${item.body}`}
          onClick={() => setEditing(true)}
        >
          {item.body}
        </button>
      )}
      <Button
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={`Move ${item.body} up`}
        disabled={first}
        onClick={() => list.move(item.id, -1)}
      >
        <ArrowUpIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={`Move ${item.body} down`}
        disabled={last}
        onClick={() => list.move(item.id, 1)}
      >
        <ArrowDownIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={`Delete ${item.body}`}
        onClick={() => list.remove(item.id)}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </li>
  )
}

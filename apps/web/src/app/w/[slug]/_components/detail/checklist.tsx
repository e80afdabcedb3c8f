'use client'

import { Button } from '@teamboard/ui/button'
import { Input } from '@teamboard/ui/input'
import type { ChecklistItem } from '@teamboard/supabase/queries'
import { useRef } from 'react'
import { ChecklistDnd } from './checklist-dnd'
import { ChecklistItemRow } from './checklist-item'
import { DetailSection } from './detail-section'
import { useChecklist } from './use-checklist'

/**
 * The task's checklist: add, tick, edit (click the text), reorder by dragging (pointer or
 * keyboard, checklist-dnd.tsx) or with the up and down buttons, and delete; "3/5" beside the
 * title as on the card.
 */
export function Checklist({
  slug,
  taskId,
  initial,
}: {
  slug: string
  taskId: string
  initial: ChecklistItem[]
}) {
  const list = useChecklist(slug, taskId, initial)
  const input = useRef<HTMLInputElement>(null)
  const done = list.items.filter((item) => item.done).length
  return (
    <DetailSection
      title="Checklist"
      action={
        list.items.length > 0 ? (
          <span
            className="text-xs text-muted-foreground tabular-nums"
            data-testid="checklist-progress"
          >
            {done}/{list.items.length}
          </span>
        ) : null
      }
    >
      <ChecklistDnd items={list.items} onPlace={list.place}>
        <ul aria-label="Checklist items" aria-busy={list.saving} className="grid gap-0.5">
          {list.items.map((item, index) => (
            <ChecklistItemRow
              key={item.id}
              item={item}
              first={index === 0}
              last={index === list.items.length - 1}
              list={list}
            />
          ))}
        </ul>
      </ChecklistDnd>
      {list.items.length < 100 ? (
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            const body = input.current?.value.trim() ?? ''
            if (!body) return
            list.add(body)
            if (input.current) input.current.value = ''
          }}
        >
          <Input
            ref={input}
            aria-label="New checklist item"
            placeholder="Add an item"
            maxLength={300}
            className="h-8"
          />
          <Button type="submit" size="sm" variant="outline">
            Add
          </Button>
        </form>
      ) : null}
    </DetailSection>
  )
}

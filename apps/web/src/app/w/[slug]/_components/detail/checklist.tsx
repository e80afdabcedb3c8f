'use client'

import { Button } from '@teamboard/ui/button'
import { Input } from '@teamboard/ui/input'
import type { ChecklistItem } from '@teamboard/supabase/queries'
import { ArrowDownIcon, ArrowUpIcon, Trash2Icon } from 'lucide-react'
import { useRef, useState } from 'react'
import { formText } from '@/lib/form-text'
import { DetailSection } from './detail-section'
import { useChecklist } from './use-checklist'

function ItemRow({
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
  return (
    <li
      className="flex items-center gap-2 rounded-md px-1 py-0.5 hover:bg-accent/40"
      data-testid="checklist-item"
    >
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

/**
 * The task's checklist: add, tick, edit (click the text), reorder with the up and down buttons
 * (keyboard and pointer alike) and delete; "3/5" beside the title as on the card.
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
      <ul aria-label="Checklist items" aria-busy={list.saving} className="grid gap-0.5">
        {list.items.map((item, index) => (
          <ItemRow
            key={item.id}
            item={item}
            first={index === 0}
            last={index === list.items.length - 1}
            list={list}
          />
        ))}
      </ul>
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

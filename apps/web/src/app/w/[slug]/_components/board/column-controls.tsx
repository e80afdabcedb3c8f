'use client'

import { Button } from '@teamboard/ui/button'
import { Input } from '@teamboard/ui/input'
import { EllipsisIcon } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { formText } from '@/lib/form-text'
import type { ActionResult } from '@/lib/actions/result'
import { runAction } from '@/lib/run-action'
import { deleteColumnAction, updateColumnAction } from '../../_lib/board/column-actions'
import { positionBetween } from '../../_lib/board/position'
import type { BoardColumnInfo } from '../../_lib/board/task-types'

/**
 * An owner's or admin's controls for one column: rename, move left or right (the keyboard way to
 * reorder) and delete — naming where its tasks go when it holds any. A native disclosure, so it
 * costs the board no menu script and works with Enter, Space and Tab alone.
 */
export function ColumnControls({
  slug,
  column,
  columns,
  count,
}: {
  slug: string
  column: BoardColumnInfo
  columns: readonly BoardColumnInfo[]
  count: number
}) {
  const router = useRouter()
  const [renaming, setRenaming] = useState(false)
  const [busy, setBusy] = useState(false)
  const others = columns.filter((c) => c.id !== column.id)
  const [destination, setDestination] = useState(others[0]?.id ?? '')
  const index = columns.findIndex((c) => c.id === column.id)

  async function run(call: () => Promise<ActionResult<unknown>>) {
    setBusy(true)
    const done = await runAction(call)
    setBusy(false)
    if (done) router.refresh()
    return done !== null
  }

  function move(by: -1 | 1) {
    // The new key goes between the two columns on the far side of the neighbour it passes.
    const [after, before] =
      by < 0 ? [columns[index - 2], columns[index - 1]] : [columns[index + 1], columns[index + 2]]
    const position = positionBetween(after?.position ?? null, before?.position ?? null)
    void run(() => updateColumnAction({ workspace: slug, id: column.id, position }))
  }

  if (renaming)
    return (
      <form
        className="flex flex-1 items-center gap-1"
        onSubmit={(event) => {
          event.preventDefault()
          const name = formText(new FormData(event.currentTarget), 'name')
          void run(() => updateColumnAction({ workspace: slug, id: column.id, name })).then(
            (ok) => ok && setRenaming(false),
          )
        }}
      >
        <Input
          name="name"
          aria-label="Column name"
          defaultValue={column.name}
          maxLength={40}
          autoFocus
          className="h-7"
          onKeyDown={(event) => event.key === 'Escape' && setRenaming(false)}
        />
        <Button type="submit" size="sm" className="h-7" disabled={busy}>
          Save
        </Button>
      </form>
    )

  return (
    // One name for every column's options: opening one closes the others (exclusive details).
    <details name="column-options" className="relative" data-testid="column-controls">
      <summary
        aria-label={`${column.name} column options`}
        className="flex size-7 cursor-pointer list-none items-center justify-center rounded-md hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden"
      >
        <EllipsisIcon aria-hidden="true" className="size-4" />
      </summary>
      <div className="absolute right-0 z-20 mt-1 grid w-56 gap-1 rounded-md border bg-popover p-2 text-sm text-popover-foreground shadow-md">
        <Button
          variant="ghost"
          size="sm"
          className="justify-start"
          onClick={() => setRenaming(true)}
        >
          Rename column
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="justify-start"
          disabled={busy || index <= 0}
          onClick={() => move(-1)}
        >
          Move column left
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="justify-start"
          disabled={busy || index >= columns.length - 1}
          onClick={() => move(1)}
        >
          Move column right
        </Button>
        {count > 0 && others.length > 0 ? (
          <label className="grid gap-1 px-2 pt-1 text-xs text-muted-foreground">
            Move its {count} {count === 1 ? 'task' : 'tasks'} to
            <select
              className="h-8 rounded-md border bg-background px-2 text-sm text-foreground"
              value={destination}
              onChange={(event) => setDestination(event.target.value)}
            >
              {others.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          className="justify-start text-destructive"
          disabled={busy || others.length === 0}
          onClick={() =>
            void run(() =>
              deleteColumnAction({
                workspace: slug,
                id: column.id,
                ...(count > 0 ? { destination } : {}),
              }),
            )
          }
        >
          Delete column
        </Button>
      </div>
    </details>
  )
}

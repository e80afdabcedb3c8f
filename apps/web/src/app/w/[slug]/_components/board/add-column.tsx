'use client'

import { Button } from '@teamboard/ui/button'
import { Input } from '@teamboard/ui/input'
import { PlusIcon } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { formText } from '@/lib/form-text'
import { runAction } from '@/lib/run-action'
import { addColumnAction } from '../../_lib/board/column-actions'
import { positionBetween } from '../../_lib/board/position'
import { columnGroupChoices, type BoardColumnInfo } from '../../_lib/board/task-types'

/** An owner's or admin's "Add column" at the end of the board: a name and a group. */
export function AddColumn({
  slug,
  boardId,
  columns,
}: {
  slug: string
  boardId: string
  columns: readonly BoardColumnInfo[]
}) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  async function submit(data: FormData) {
    setBusy(true)
    const done = await runAction(() =>
      addColumnAction({
        workspace: slug,
        board: boardId,
        name: formText(data, 'name'),
        group: (formText(data, 'group') || 'unstarted') as BoardColumnInfo['status_group'],
        position: positionBetween(columns.at(-1)?.position ?? null, null),
      }),
    )
    setBusy(false)
    if (!done) return
    setOpen(false)
    router.refresh()
  }

  if (!open)
    return (
      <div className="w-56 shrink-0">
        <Button variant="outline" className="w-full" onClick={() => setOpen(true)}>
          <PlusIcon aria-hidden="true" />
          Add column
        </Button>
      </div>
    )
  return (
    <form
      aria-label="New column"
      className="grid w-56 shrink-0 content-start gap-2 rounded-xl bg-muted/50 p-2"
      onSubmit={(event) => {
        event.preventDefault()
        void submit(new FormData(event.currentTarget))
      }}
    >
      <Input name="name" aria-label="Column name" maxLength={40} required autoFocus />
      <label className="grid gap-1 text-xs text-muted-foreground">
        Group
        <select
          name="group"
          defaultValue="unstarted"
          className="h-8 rounded-md border bg-background px-2 text-sm text-foreground"
        >
          {columnGroupChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          Add
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { LabelChip } from '@/components/label-chip'
import { runAction } from '@/lib/run-action'
import { moveTaskToBoardAction, taskLabelAction } from '../../_lib/board/task-actions'
import type { BoardInfo, BoardTask, LabelInfo } from '../../_lib/board/task-types'

/** Puts a label on the task or takes it off; the task as the server has it after, or null. */
export async function saveTaskLabel(
  slug: string,
  taskId: string,
  labelId: string,
  on: boolean,
): Promise<BoardTask | null> {
  const done = await runAction(() => taskLabelAction({ workspace: slug, id: taskId, labelId, on }))
  if (!done) return null
  const { assignee: _assignee, ...row } = done.data
  return row
}

/**
 * The task's labels (any member puts on or takes off, at most 10) and its board ("Move to
 * board…", which keeps the number). Live changes to the task arrive through the detail's own
 * subscription (`label_ids`, `board_id` on the task row).
 */
export function TaskBoardFields({
  slug,
  taskId,
  boardId,
  labelIds,
  labels,
  boards,
  onTask,
}: {
  slug: string
  taskId: string
  boardId: string
  labelIds: string[]
  labels: LabelInfo[]
  boards: BoardInfo[]
  /** The task as the server has it after a label change. */
  onTask: (row: BoardTask) => void
}) {
  const router = useRouter()
  const [pending, setPending] = useState<Record<string, boolean>>({})
  const on = (id: string) => pending[id] ?? labelIds.includes(id)

  async function toggle(labelId: string, checked: boolean) {
    setPending((p) => ({ ...p, [labelId]: checked }))
    const row = await saveTaskLabel(slug, taskId, labelId, checked)
    if (row) onTask(row)
    setPending(({ [labelId]: _, ...rest }) => rest)
  }

  async function moveTo(board: string) {
    const done = await runAction(() =>
      moveTaskToBoardAction({ workspace: slug, id: taskId, boardId: board }),
    )
    if (done) router.refresh()
  }
  return (
    <div className="grid gap-4">
      {labels.length > 0 ? (
        <fieldset className="grid gap-1" data-field="labels">
          <legend className="pb-1 text-sm font-medium">Labels</legend>
          {labels.map((label) => (
            <label key={label.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={on(label.id)}
                onChange={(event) => void toggle(label.id, event.target.checked)}
              />
              <LabelChip name={label.name} color={label.color} />
            </label>
          ))}
        </fieldset>
      ) : null}
      {boards.length > 1 ? (
        <label className="grid gap-1 text-sm font-medium">
          Board
          <select
            className="h-9 rounded-md border bg-background px-2 text-sm font-normal"
            value={boardId}
            onChange={(event) => void moveTo(event.target.value)}
          >
            {boards.map((board) => (
              <option key={board.id} value={board.id}>
                {board.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  )
}

'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { usePaletteActions, useShortcuts } from '@/components/command/command-host'
import type { Shortcut } from '@/lib/shortcuts/shortcut-layer'
import { rememberRecent } from '@/lib/recent-items'
import { type BoardColumnInfo, type LabelInfo, priorityChoices } from '../../_lib/board/task-types'
import type { DetailPatch, DetailTask } from '../../_lib/detail/detail-types'

/** Focuses a control of this detail (`data-field` around the selects, the title's edit button). */
function focusField(selector: string) {
  const control = document.querySelector<HTMLElement>(`[data-testid="task-detail"] ${selector}`)
  control?.focus()
  return control
}

/**
 * The task's shortcuts (docs/shortcuts.md) and its palette actions: set status (a column of the
 * task's board, as the status select offers) or priority, assign to me, edit the title. Over the board (`inDialog`) the group is modal: the board's keys
 * rest until the dialog closes, and Escape is the dialog's own.
 */
export function useDetailCommands({
  slug,
  taskKey,
  task,
  me,
  inDialog,
  columns,
  save,
  moveToColumn,
  labels,
  setLabel,
}: {
  slug: string
  taskKey: string
  task: DetailTask
  me: string
  inDialog: boolean
  columns: readonly BoardColumnInfo[]
  save: (patch: DetailPatch) => unknown
  moveToColumn: (columnId: string) => void
  /** The workspace's labels, and putting one on the task or taking it off. */
  labels: LabelInfo[]
  setLabel: (labelId: string, on: boolean) => unknown
}) {
  const router = useRouter()
  useEffect(() => {
    rememberRecent({
      href: `/w/${slug}/tasks/${task.number}`,
      label: `${taskKey} ${task.title}`,
      kind: 'Task',
    })
  }, [slug, task.number, taskKey, task.title])

  useShortcuts(
    {
      scope: 'Task',
      modal: inDialog,
      shortcuts: [
        {
          key: 'e',
          label: 'Edit the title',
          run: () => focusField('button[aria-label="Edit title"]')?.click(),
        },
        {
          key: 's',
          label: 'Change the status',
          run: () => void focusField('[data-field="status"] [role="combobox"]'),
        },
        {
          key: 'p',
          label: 'Change the priority',
          run: () => void focusField('[data-field="priority"] [role="combobox"]'),
        },
        {
          key: 'a',
          label: 'Change the assignee',
          run: () => void focusField('[data-field="assignee"] [role="combobox"]'),
        },
        {
          key: 'l',
          label: 'Labels (Space puts one on or takes it off)',
          run: () => Boolean(focusField('[data-field="labels"] input')),
        },
        ...(inDialog
          ? []
          : [
              {
                key: 'Escape',
                label: 'Back to the board',
                run: () => router.push(`/w/${slug}`),
              } satisfies Shortcut,
            ]),
      ],
    },
    [inDialog],
  )

  usePaletteActions([
    {
      id: 'assign-me',
      label: 'Assign to me',
      group: 'Task',
      keywords: ['assignee', 'me', 'mine'],
      run: () => save({ assignee_id: me }),
    },
    ...columns
      .filter((column) => column.id !== task.column_id)
      .map((column) => ({
        id: `status-${column.id}`,
        label: `Status: ${column.name}`,
        group: 'Task',
        keywords: ['status', 'move', 'column'],
        run: () => moveToColumn(column.id),
      })),
    ...priorityChoices
      .filter((choice) => choice.value !== task.priority)
      .map((choice) => ({
        id: `priority-${choice.value}`,
        label: `Priority: ${choice.label}`,
        group: 'Task',
        keywords: ['priority'],
        run: () => save({ priority: choice.value }),
      })),
    ...labels.map((label) => {
      const on = task.label_ids.includes(label.id)
      return {
        id: `label-${label.id}`,
        label: `${on ? 'Remove label' : 'Add label'}: ${label.name}`,
        group: 'Task',
        keywords: ['label', 'labels', 'tag'],
        run: () => setLabel(label.id, !on),
      }
    }),
    {
      id: 'edit-title',
      label: 'Edit the title',
      group: 'Task',
      shortcut: 'e',
      run: () => focusField('button[aria-label="Edit title"]')?.click(),
    },
  ])
}

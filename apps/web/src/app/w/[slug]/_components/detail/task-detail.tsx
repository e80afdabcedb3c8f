'use client'

import { useMemo } from 'react'
import { taskKey } from '../../_lib/board/task-key'
import type { DetailActivity, DetailMember, DetailTask } from '../../_lib/detail/detail-types'
import { DescriptionField } from './description-field'
import { TaskFields } from './task-fields'
import { Timeline } from './timeline'
import { TitleField } from './title-field'
import { useTaskFields } from './use-task-fields'

export interface TaskDetailProps {
  slug: string
  workspaceId: string
  me: string
  isAdmin: boolean
  members: DetailMember[]
  task: DetailTask
  activity: DetailActivity[]
  /** Opened over the board: no page heading of its own (the dialog has the title). */
  inDialog?: boolean
}

/** The task detail: every field editable, the conversation, the files and the history. */
export function TaskDetail({ slug, members, task: initial, activity, inDialog }: TaskDetailProps) {
  const { task, save } = useTaskFields(slug, initial)
  const memberMap = useMemo(() => new Map(members.map((m) => [m.userId, m])), [members])
  const key = taskKey(slug, task.number)
  return (
    <article
      aria-label={`${key} ${task.title}`}
      data-testid="task-detail"
      data-in-dialog={inDialog || undefined}
      className="grid gap-6 md:grid-cols-[minmax(0,1fr)_14rem]"
    >
      <div className="grid min-w-0 content-start gap-6">
        <div className="grid gap-1">
          <p className="font-mono text-xs text-muted-foreground" data-testid="detail-key">
            {key}
          </p>
          <TitleField title={task.title} taskKey={key} onSave={(title) => save({ title })} />
        </div>
        <DescriptionField
          description={task.description}
          onSave={(description) => save({ description })}
        />
        <Timeline activity={activity} members={memberMap} />
      </div>
      <aside aria-label="Task fields" className="md:border-l md:pl-6">
        <TaskFields task={task} members={members} onSave={(patch) => void save(patch)} />
      </aside>
    </article>
  )
}

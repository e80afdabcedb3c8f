'use client'

import { cn } from '@teamboard/ui/lib/cn'
import { type ClipboardEvent, type DragEvent, useMemo, useState } from 'react'
import { taskKey } from '../../_lib/board/task-key'
import type {
  DetailActivity,
  DetailAttachment,
  DetailComment,
  DetailMember,
  DetailTask,
} from '../../_lib/detail/detail-types'
import type { ChecklistItem } from '@teamboard/supabase/queries'
import type { BoardColumnInfo, BoardInfo, LabelInfo } from '../../_lib/board/task-types'
import { MentionNamesProvider } from '@/components/mention-chip'
import { ChangesWaiting } from '../changes-waiting'
import { AttachmentList } from './attachment-list'
import { Checklist } from './checklist'
import { CommentEditor } from './comment-editor'
import { DescriptionField } from './description-field'
import { saveTaskLabel, TaskBoardFields } from './task-board-fields'
import { TaskFields } from './task-fields'
import { Timeline } from './timeline'
import { TitleField } from './title-field'
import { useAttachments } from './use-attachments'
import { useDetailCommands } from './use-detail-commands'
import { useComments } from './use-comments'
import { useTaskFields } from './use-task-fields'
import { useTaskLive } from './use-task-live'
import { WatchControl } from './watch-control'

export interface TaskDetailProps {
  slug: string
  workspaceId: string
  me: string
  isAdmin: boolean
  /** Who can be assigned: the workspace's members. */
  members: DetailMember[]
  /** Everyone the timeline names, members or not (a deleted account is absent). */
  people: DetailMember[]
  task: DetailTask
  comments: DetailComment[]
  attachments: DetailAttachment[]
  activity: DetailActivity[]
  /** Signed thumbnail URLs of the image attachments, by object path. */
  thumbnails: Record<string, string>
  checklist: ChecklistItem[]
  /** The columns of the task's board, in order: the status select offers them. */
  columns: BoardColumnInfo[]
  labels: LabelInfo[]
  /** The workspace's open boards ("Move to board…"). */
  boards: BoardInfo[]
  /** Who watches the task (user ids, members all). */
  watchers: string[]
  /** Opened over the board (the dialog names it). */
  inDialog?: boolean
}

function filesOf(list: FileList | null | undefined): File[] {
  return list ? [...list] : []
}

/** The task detail: every field editable, the conversation, the files and the history, live. */
export function TaskDetail(props: TaskDetailProps) {
  const { slug, workspaceId, me, isAdmin, members, inDialog } = props
  const fields = useTaskFields(slug, props.task)
  const { task } = fields
  const comments = useComments(slug, task.id, me, props.comments)
  const files = useAttachments(slug, task.id, props.attachments, props.thumbnails)
  const [activity, setActivity] = useState(props.activity)
  const [dragging, setDragging] = useState(false)
  const people = useMemo(
    () => new Map([...props.people, ...members].map((p) => [p.userId, p])),
    [props.people, members],
  )
  // Mentions show members by their current names (components/mention-chip.tsx).
  const mentionNames = useMemo(
    () => new Map(members.map((m) => [m.userId, m.displayName])),
    [members],
  )
  const live = useTaskLive({
    slug,
    workspaceId,
    taskId: task.id,
    number: task.number,
    fields,
    comments,
    files,
    setActivity,
  })
  const key = taskKey(slug, task.number)
  useDetailCommands({
    slug,
    taskKey: key,
    task,
    me,
    inDialog: Boolean(inDialog),
    columns: props.columns,
    save: fields.save,
    moveToColumn: fields.moveToColumn,
    labels: props.labels,
    setLabel: async (labelId, on) => {
      const row = await saveTaskLabel(slug, task.id, labelId, on)
      if (row) fields.receive({ ...task, ...row })
    },
  })

  const onDrop = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return
    event.preventDefault()
    setDragging(false)
    files.addFiles(filesOf(event.dataTransfer.files))
  }
  const onPaste = (event: ClipboardEvent) => {
    const pasted = filesOf(event.clipboardData.files)
    if (pasted.length === 0) return
    event.preventDefault()
    files.addFiles(pasted)
  }

  return (
    <MentionNamesProvider names={mentionNames}>
      <section
        aria-label={`${key} ${task.title}`}
        data-testid="task-detail"
        data-in-dialog={inDialog || undefined}
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
        }}
        onDrop={onDrop}
        onPaste={onPaste}
        className={cn(
          'grid gap-6 rounded-lg md:grid-cols-[minmax(0,1fr)_14rem]',
          dragging && 'ring-2 ring-ring ring-offset-4',
        )}
      >
        <div className="grid min-w-0 content-start gap-6">
          <div className="grid gap-1">
            {/* The page's h1 on its own page (the dialog has its title); the visible title is
              the h2 above the sections' h3s in both. */}
            {inDialog ? null : <h1 className="sr-only">{task.title}</h1>}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-mono text-xs text-muted-foreground" data-testid="detail-key">
                {key}
              </p>
              <ChangesWaiting />
            </div>
            <TitleField
              title={task.title}
              taskKey={key}
              onSave={(title) => fields.save({ title })}
            />
            {live.deleted ? (
              <p role="alert" className="text-sm text-destructive">
                This task was deleted.
              </p>
            ) : null}
          </div>
          <DescriptionField
            description={task.description}
            members={members}
            onSave={(description) => fields.save({ description })}
          />
          <Checklist slug={slug} taskId={task.id} initial={props.checklist} />
          <AttachmentList
            attachments={files.attachments}
            thumbnails={files.thumbnails}
            uploads={files.uploads}
            notice={files.notice}
            canDelete={(attachment) => isAdmin || attachment.uploaded_by === me}
            onFiles={files.addFiles}
            onDownload={(attachment) => void files.download(attachment)}
            onDelete={(attachment) => void files.remove(attachment)}
          />
          <Timeline
            comments={comments.comments}
            activity={activity}
            people={people}
            members={members}
            me={me}
            isAdmin={isAdmin}
            onEdit={comments.edit}
            onDelete={(comment) => void comments.remove(comment)}
          />
          <CommentEditor
            label="Comment"
            submitLabel="Comment"
            members={members}
            onSubmit={comments.add}
          />
        </div>
        <aside aria-label="Task fields" className="md:border-l md:pl-6">
          <div className="grid gap-4">
            <TaskFields
              task={task}
              members={members}
              columns={props.columns}
              onSave={(patch) => void fields.save(patch)}
              onMove={fields.moveToColumn}
            />
            <TaskBoardFields
              slug={slug}
              taskId={task.id}
              boardId={task.board_id}
              labelIds={task.label_ids}
              labels={props.labels}
              boards={props.boards}
              onTask={(row) => fields.receive({ ...task, ...row })}
            />
            <WatchControl
              slug={slug}
              taskId={task.id}
              me={me}
              members={members}
              initial={props.watchers}
              version={`${comments.comments.length} ${task.assignee_id} ${task.description}`}
            />
          </div>
        </aside>
      </section>
    </MentionNamesProvider>
  )
}

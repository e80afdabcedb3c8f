import type { Tables } from '@teamboard/supabase'
import type { BoardMember } from '../board/task-types'

/** The detail's task: every column, the description too. */
export type DetailTask = Tables<'tasks'>
export type DetailActivity = Tables<'activity'>
export type DetailMember = BoardMember

/** What the detail edits; the database names, as a realtime row carries them. */
export type DetailPatch = Partial<
  Pick<DetailTask, 'title' | 'description' | 'status' | 'priority' | 'assignee_id' | 'due_date'>
>

/** What a save came to: the fields that asked keep their draft on a refusal. */
export type SaveOutcome = { ok: true } | { ok: false; message: string }

export type DetailComment = Tables<'comments'>
export type DetailAttachment = Tables<'attachments'>

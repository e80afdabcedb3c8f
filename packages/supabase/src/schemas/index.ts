// zod's small build, like ./auth.ts: the board, workspace and account forms validate in the browser
// with these very schemas, and the classic build would add ~25 kB (compressed) to those pages.
import * as z from 'zod/mini'
import { errorCatalogue } from '../errors/catalogue.js'
import { SLUG_PATTERN, invitationRoles, limits, reservedSlugs, workspaceRoles } from './limits.js'
import { taskPrioritySchema, taskStatusSchema } from './tasks.js'
import { displayNameSchema, emailSchema, text } from './auth.js'
export {
  type ForgotPasswordInput,
  type SignInInput,
  type SignUpInput,
  type UpdatePasswordInput,
  displayNameSchema,
  emailSchema,
  forgotPasswordSchema,
  passwordSchema,
  signInSchema,
  signUpSchema,
  updatePasswordSchema,
} from './auth.js'
export {
  type AttachmentFileInput,
  attachmentFileNameSchema,
  attachmentFileSchema,
  attachmentStorageType,
  isInlineImageType,
  storageSafeName,
} from './task-detail.js'

export { SLUG_PATTERN, invitationRoles, limits, reservedSlugs, workspaceRoles } from './limits.js'
export {
  priorityLabels,
  statusLabels,
  taskPositionSchema,
  taskPrioritySchema,
  taskPriorities,
  taskStatusSchema,
  taskStatuses,
} from './tasks.js'

export const workspaceNameSchema = text('Workspace name', limits.workspaceNameMax)

export const slugSchema = z.string().check(
  z.trim(),
  z.minLength(limits.slugMin, `The address needs at least ${limits.slugMin} characters.`),
  z.maxLength(limits.slugMax, `The address can be at most ${limits.slugMax} characters.`),
  z.regex(
    SLUG_PATTERN,
    'Use lowercase letters, numbers and single dashes, not at the start or end.',
  ),
  z.refine(
    (value: string) => !(reservedSlugs as readonly string[]).includes(value),
    'That address is reserved.',
  ),
)

export const taskTitleSchema = text('Title', limits.taskTitleMax)

export const taskDescriptionSchema = z
  .string()
  .check(
    z.refine(
      (value: string) => [...value].length <= limits.taskDescriptionMax,
      `Description can be at most ${limits.taskDescriptionMax.toLocaleString('en-US')} characters.`,
    ),
  )

export const commentBodySchema = text('Comment', limits.commentMax)
/** A new or edited comment (Markdown source). */
export const commentInputSchema = z.object({ body: commentBodySchema })

/** `YYYY-MM-DD` that exists on the calendar (2026-02-30 does not). */
export const dueDateSchema = z.iso.date('Enter a valid date (YYYY-MM-DD).')

export const attachmentSizeSchema = z
  .int()
  .check(z.nonnegative(), z.maximum(limits.attachmentMaxBytes, errorCatalogue.file_too_large))

/** The number of attachments a task would have after an upload. */
export const attachmentCountSchema = z
  .int()
  .check(
    z.nonnegative(),
    z.maximum(
      limits.attachmentsPerTask,
      `A task can have at most ${limits.attachmentsPerTask} attachments.`,
    ),
  )

export const profileSchema = z.object({ displayName: displayNameSchema })
export const workspaceSchema = z.object({ name: workspaceNameSchema, slug: slugSchema })
/** Settings form: change the name, the address, or both. */
export const renameWorkspaceSchema = z
  .partial(workspaceSchema)
  .check(
    z.refine(
      (value: { name?: string; slug?: string }) =>
        value.name !== undefined || value.slug !== undefined,
      'Change the name or the address.',
    ),
  )
export const workspaceRoleSchema = z.enum(workspaceRoles, 'Choose a role.')
export const invitationRoleSchema = z.enum(invitationRoles, 'Choose admin or member.')
export const inviteSchema = z.object({
  email: z.pipe(
    emailSchema,
    z.transform((value: string) => value.toLowerCase()),
  ),
  role: invitationRoleSchema,
})
/** A new card: only the title is required (status defaults to the column it is created in). */
export const createTaskSchema = z.object({
  title: taskTitleSchema,
  description: z.optional(taskDescriptionSchema),
  status: z.optional(taskStatusSchema),
  priority: z.optional(taskPrioritySchema),
  assigneeId: z.optional(z.nullable(z.uuid('Choose a member.'))),
  dueDate: z.optional(z.nullable(dueDateSchema)),
})
/** Inline edits: any of the fields, at least one. Moves go through `moveTask` instead. */
export const updateTaskSchema = z
  .partial(createTaskSchema)
  .check(
    z.refine(
      (value: object) => Object.values(value).some((v) => v !== undefined),
      'Change at least one field.',
    ),
  )

export type ProfileInput = z.infer<typeof profileSchema>
export type WorkspaceInput = z.infer<typeof workspaceSchema>
export type RenameWorkspaceInput = z.infer<typeof renameWorkspaceSchema>
export type InviteInput = z.infer<typeof inviteSchema>
export type WorkspaceRole = z.infer<typeof workspaceRoleSchema>
export type CreateTaskInput = z.infer<typeof createTaskSchema>
export type UpdateTaskInput = z.infer<typeof updateTaskSchema>
export type CommentInput = z.infer<typeof commentInputSchema>
export {
  BOARD_SLUG_PATTERN,
  type BoardInput,
  type ColumnGroup,
  type ColumnInput,
  type LabelColor,
  type LabelInput,
  boardDescriptionSchema,
  boardNameSchema,
  boardSchema,
  boardSlugSchema,
  checklistItemBodySchema,
  columnGroupSchema,
  columnGroups,
  columnNameSchema,
  columnSchema,
  labelColorSchema,
  labelColors,
  labelNameSchema,
  labelSchema,
} from './boards.js'

import { z } from 'zod'
import { errorCatalogue } from '../errors/catalogue.js'
import { SLUG_PATTERN, invitationRoles, limits, reservedSlugs, workspaceRoles } from './limits.js'
import { taskPrioritySchema, taskStatusSchema } from './tasks.js'
import { displayNameSchema, emailSchema } from './auth.js'
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
  storageSafeName,
} from './task-detail.js'

export { SLUG_PATTERN, invitationRoles, limits, reservedSlugs, workspaceRoles } from './limits.js'
export {
  taskPositionSchema,
  taskPrioritySchema,
  taskPriorities,
  taskStatusSchema,
  taskStatuses,
} from './tasks.js'

/** Trimmed, non-empty text of at most `max` characters (code points, as Postgres counts them). */
function text(label: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .refine((value) => [...value].length <= max, `${label} can be at most ${max} characters.`)
}

export const workspaceNameSchema = text('Workspace name', limits.workspaceNameMax)

export const slugSchema = z
  .string()
  .trim()
  .min(limits.slugMin, `The address needs at least ${limits.slugMin} characters.`)
  .max(limits.slugMax, `The address can be at most ${limits.slugMax} characters.`)
  .regex(SLUG_PATTERN, 'Use lowercase letters, numbers and single dashes, not at the start or end.')
  .refine(
    (value) => !(reservedSlugs as readonly string[]).includes(value),
    'That address is reserved.',
  )

export const taskTitleSchema = text('Title', limits.taskTitleMax)

export const taskDescriptionSchema = z
  .string()
  .refine(
    (value) => [...value].length <= limits.taskDescriptionMax,
    `Description can be at most ${limits.taskDescriptionMax.toLocaleString('en-US')} characters.`,
  )

export const commentBodySchema = text('Comment', limits.commentMax)
/** A new or edited comment (Markdown source). */
export const commentInputSchema = z.object({ body: commentBodySchema })

/** `YYYY-MM-DD` that exists on the calendar (2026-02-30 does not). */
export const dueDateSchema = z.iso.date('Enter a valid date (YYYY-MM-DD).')

export const attachmentSizeSchema = z
  .number()
  .int()
  .nonnegative()
  .max(limits.attachmentMaxBytes, errorCatalogue.file_too_large)

/** The number of attachments a task would have after an upload. */
export const attachmentCountSchema = z
  .number()
  .int()
  .nonnegative()
  .max(
    limits.attachmentsPerTask,
    `A task can have at most ${limits.attachmentsPerTask} attachments.`,
  )

export const profileSchema = z.object({ displayName: displayNameSchema })
export const workspaceSchema = z.object({ name: workspaceNameSchema, slug: slugSchema })
/** Settings form: change the name, the address, or both. */
export const renameWorkspaceSchema = workspaceSchema
  .partial()
  .refine(
    (value) => value.name !== undefined || value.slug !== undefined,
    'Change the name or the address.',
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
  description: taskDescriptionSchema.optional(),
  status: taskStatusSchema.optional(),
  priority: taskPrioritySchema.optional(),
  assigneeId: z.uuid('Choose a member.').nullable().optional(),
  dueDate: dueDateSchema.nullable().optional(),
})
/** Inline edits: any of the fields, at least one. Moves go through `moveTask` instead. */
export const updateTaskSchema = createTaskSchema
  .partial()
  .refine(
    (value) => Object.values(value).some((v) => v !== undefined),
    'Change at least one field.',
  )

export type ProfileInput = z.infer<typeof profileSchema>
export type WorkspaceInput = z.infer<typeof workspaceSchema>
export type RenameWorkspaceInput = z.infer<typeof renameWorkspaceSchema>
export type InviteInput = z.infer<typeof inviteSchema>
export type WorkspaceRole = z.infer<typeof workspaceRoleSchema>
export type CreateTaskInput = z.infer<typeof createTaskSchema>
export type UpdateTaskInput = z.infer<typeof updateTaskSchema>
export type CommentInput = z.infer<typeof commentInputSchema>

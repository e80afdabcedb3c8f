import * as z from 'zod/mini'
import { Constants } from '../types/database.js'
import { text } from './auth.js'
import { limits } from './limits.js'
import { taskPositionSchema } from './tasks.js'

/** The five column groups of docs/states.md and the label palette, from the generated `Constants`. */
export const columnGroups = Constants.public.Enums.column_group
export const labelColors = Constants.public.Enums.label_color

/** A board's address inside its workspace (`/w/[slug]/b/[board]`); made from the name when empty. */
export const BOARD_SLUG_PATTERN = /^[a-z0-9](-?[a-z0-9])*$/

export const boardNameSchema = text('Board name', limits.boardNameMax)
/** Empty means "make it from the name" (the database does). */
export const boardSlugSchema = z.string().check(
  z.trim(),
  z.maxLength(limits.boardSlugMax, `The address can be at most ${limits.boardSlugMax} characters.`),
  z.refine(
    (value: string) => value === '' || BOARD_SLUG_PATTERN.test(value),
    'Use lowercase letters, numbers and single dashes, not at the start or end.',
  ),
)
export const boardDescriptionSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(
      limits.boardDescriptionMax,
      `Description can be at most ${limits.boardDescriptionMax} characters.`,
    ),
  )
export const boardSchema = z.object({
  name: boardNameSchema,
  slug: z.optional(boardSlugSchema),
  description: z.optional(boardDescriptionSchema),
})

export const columnGroupSchema = z.enum(columnGroups, 'Choose a group.')
export const columnNameSchema = text('Column name', limits.columnNameMax)
export const columnSchema = z.object({
  name: columnNameSchema,
  group: columnGroupSchema,
  position: taskPositionSchema,
})

export const labelColorSchema = z.enum(labelColors, 'Choose a colour.')
export const labelNameSchema = text('Label name', limits.labelNameMax)
export const labelSchema = z.object({ name: labelNameSchema, color: labelColorSchema })

export const checklistItemBodySchema = text('Checklist item', limits.checklistItemMax)

export type BoardInput = z.infer<typeof boardSchema>
export type ColumnInput = z.infer<typeof columnSchema>
export type ColumnGroup = z.infer<typeof columnGroupSchema>
export type LabelInput = z.infer<typeof labelSchema>
export type LabelColor = z.infer<typeof labelColorSchema>

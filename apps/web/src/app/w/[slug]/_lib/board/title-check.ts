import { taskTitleSchema } from '@teamboard/supabase/schemas'

export type TitleCheck = { ok: true; title: string } | { ok: false; message: string }

/** A card title by the rule its server action parses with (taskTitleSchema): trimmed, or why not. */
export function checkTaskTitle(draft: string): TitleCheck {
  const parsed = taskTitleSchema.safeParse(draft)
  if (parsed.success) return { ok: true, title: parsed.data }
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Check the title.' }
}

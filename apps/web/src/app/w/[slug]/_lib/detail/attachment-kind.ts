import { isInlineImageType } from '@teamboard/supabase/schemas'

/** Image types stored as themselves and shown inline: these attachments get a thumbnail. */
export function isImage(attachment: { mime_type: string }): boolean {
  return isInlineImageType(attachment.mime_type)
}

import * as z from 'zod/mini'
import { errorCatalogue } from '../errors/catalogue.js'
import { text } from './auth.js'
import { limits } from './limits.js'

/**
 * Control characters and the bidirectional marks that make `invoice‮txt.exe` read as
 * `invoice.exe.txt`; the database's private.has_control_characters refuses the same set.
 */
const CONTROL_CHARACTERS = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u

export const attachmentFileNameSchema = text('File name', limits.attachmentFileNameMax).check(
  z.refine(
    (value: string) => !CONTROL_CHARACTERS.test(value),
    'That file name has characters we cannot store.',
  ),
)

/** Images a browser may show inline; every other file is stored and served as binary. */
const INLINE_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp'])

/**
 * The content type an attachment's object is stored with (the bucket takes only these), as the
 * database's private.attachment_storage_type: so no link to it is ever rendered as a page.
 */
export function attachmentStorageType(mimeType: string): string {
  return isInlineImageType(mimeType) ? mimeType : 'application/octet-stream'
}

export function isInlineImageType(mimeType: string): boolean {
  return INLINE_IMAGE_TYPES.has(mimeType)
}

/**
 * What the browser knows about a file before it uploads: checked before any byte is sent, and
 * again by the bucket (size) and the database (size, count) afterwards.
 */
export const attachmentFileSchema = z.object({
  fileName: attachmentFileNameSchema,
  size: z
    .int()
    .check(z.nonnegative(), z.maximum(limits.attachmentMaxBytes, errorCatalogue.file_too_large)),
  // Browsers report '' for types they do not know; that is stored as a generic binary.
  mimeType: z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(255),
        z.regex(/^$|^[\w.+-]+\/[\w.+-]+(;.*)?$/, 'That file type is not valid.'),
      ),
    z.transform((value: string) => value || 'application/octet-stream'),
  ),
})

/**
 * A file name as it may appear in a storage key: ASCII letters, digits, dot, dash and underscore,
 * at most 100 characters, keeping the extension. The original name stays in `file_name`.
 */
export function storageSafeName(fileName: string): string {
  const cleaned = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '_')
  const extension = /\.[A-Za-z0-9]{1,10}$/.exec(cleaned)?.[0] ?? ''
  const stem = cleaned
    .slice(0, cleaned.length - extension.length)
    .replace(/^[._]+/, '')
    .slice(0, 100 - extension.length)
  return `${stem || 'file'}${extension}`
}

export type AttachmentFileInput = z.input<typeof attachmentFileSchema>

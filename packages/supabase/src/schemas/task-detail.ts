import { z } from 'zod'
import { errorCatalogue } from '../errors/catalogue.js'
import { limits } from './limits.js'

/** Trimmed, non-empty text of at most `max` characters (code points, as Postgres counts them). */
function text(label: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .refine((value) => [...value].length <= max, `${label} can be at most ${max} characters.`)
}

export const attachmentFileNameSchema = text('File name', limits.attachmentFileNameMax).refine(
  (value) => !/\p{Cc}/u.test(value),
  'That file name has characters we cannot store.',
)

/**
 * What the browser knows about a file before it uploads: checked before any byte is sent, and
 * again by the bucket (size) and the database (size, count) afterwards.
 */
export const attachmentFileSchema = z.object({
  fileName: attachmentFileNameSchema,
  size: z
    .number()
    .int()
    .nonnegative()
    .max(limits.attachmentMaxBytes, errorCatalogue.file_too_large),
  // Browsers report '' for types they do not know; that is stored as a generic binary.
  mimeType: z
    .string()
    .trim()
    .max(255)
    .regex(/^$|^[\w.+-]+\/[\w.+-]+(;.*)?$/, 'That file type is not valid.')
    .transform((value) => value || 'application/octet-stream'),
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

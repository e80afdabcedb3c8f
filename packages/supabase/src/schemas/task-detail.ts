import * as z from 'zod/mini'
import { errorCatalogue } from '../errors/catalogue.js'
import { text } from './auth.js'
import { limits } from './limits.js'

export const attachmentFileNameSchema = text('File name', limits.attachmentFileNameMax).check(
  z.refine(
    (value: string) => !/\p{Cc}/u.test(value),
    'That file name has characters we cannot store.',
  ),
)

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

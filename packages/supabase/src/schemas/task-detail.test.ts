import { describe, expect, it } from 'vitest'
import { errorCatalogue } from '../errors/catalogue.js'
import {
  attachmentFileSchema,
  attachmentStorageType,
  commentInputSchema,
  limits,
  storageSafeName,
} from './index.js'

describe('attachmentFileSchema', () => {
  it('takes a file up to 10 MiB and stores an unknown type as binary', () => {
    expect(
      attachmentFileSchema.parse({
        fileName: 'a.pdf',
        size: limits.attachmentMaxBytes,
        mimeType: '',
      }),
    ).toEqual({
      fileName: 'a.pdf',
      size: limits.attachmentMaxBytes,
      mimeType: 'application/octet-stream',
    })
  })

  it('refuses one byte more with the catalogue words', () => {
    const result = attachmentFileSchema.safeParse({
      fileName: 'a.pdf',
      size: limits.attachmentMaxBytes + 1,
      mimeType: 'application/pdf',
    })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      errorCatalogue.file_too_large,
    ])
  })

  it('refuses blank, over-long or control-character names and malformed types', () => {
    for (const fileName of ['  ', '\n\t', 'x'.repeat(256), 'a\nb.txt', 'invoice\u202Etxt.exe'])
      expect(
        attachmentFileSchema.safeParse({ fileName, size: 1, mimeType: 'text/plain' }).success,
      ).toBe(false)
    expect(
      attachmentFileSchema.safeParse({ fileName: 'a', size: 1, mimeType: 'text' }).success,
    ).toBe(false)
  })
})

describe('attachmentStorageType', () => {
  it('keeps the four safe image types and stores everything else as binary', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp'])
      expect(attachmentStorageType(type)).toBe(type)
    for (const type of [
      'text/html',
      'image/svg+xml',
      'application/pdf',
      'text/plain',
      'image/avif',
    ])
      expect(attachmentStorageType(type)).toBe('application/octet-stream')
  })
})

describe('storageSafeName', () => {
  it('keeps the extension and replaces what a storage key should not hold', () => {
    expect(storageSafeName('Photo of a café.PNG')).toBe('Photo_of_a_cafe.PNG')
    expect(storageSafeName('../../etc/passwd')).toBe('etc_passwd')
    expect(storageSafeName('日本語.txt')).toBe('file.txt')
    expect(storageSafeName(`${'a'.repeat(300)}.tar`)).toHaveLength(100)
    expect(storageSafeName(`${'a'.repeat(300)}.tar`).endsWith('.tar')).toBe(true)
  })
})

describe('commentInputSchema', () => {
  it('trims, and refuses blank and over 5 000 characters', () => {
    expect(commentInputSchema.parse({ body: '  hi  ' })).toEqual({ body: 'hi' })
    expect(commentInputSchema.safeParse({ body: '   ' }).success).toBe(false)
    expect(commentInputSchema.safeParse({ body: '😀'.repeat(limits.commentMax) }).success).toBe(
      true,
    )
    expect(commentInputSchema.safeParse({ body: 'x'.repeat(limits.commentMax + 1) }).success).toBe(
      false,
    )
  })
})

import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import type { Finding } from './types.ts'

const entrySchema = z.strictObject({
  lint: z.string().min(1),
  object: z.string().min(1),
  reason: z.string().trim().min(20, 'Say why the exception is safe (at least 20 characters).'),
})

const allowListSchema = z.strictObject({
  $comment: z.string().optional(),
  allow: z.array(entrySchema),
})

export type AllowEntry = z.infer<typeof entrySchema>

const ALLOW_LIST_PATH = new URL('../../schema-lints.allow.json', import.meta.url)

export async function loadAllowList(path: URL | string = ALLOW_LIST_PATH): Promise<AllowEntry[]> {
  const parsed = allowListSchema.safeParse(JSON.parse(await readFile(path, 'utf8')))
  if (!parsed.success) throw new Error(`Invalid ${String(path)}: ${z.prettifyError(parsed.error)}`)
  return parsed.data.allow
}

export const isAllowed = (finding: Finding, entry: AllowEntry) =>
  entry.lint === finding.name && entry.object === finding.object

import { randomBytes } from 'node:crypto'
import { deflateSync } from 'node:zlib'
import { expect, type Browser, type Page } from '@playwright/test'
import type { Person } from './board-helpers.ts'
import { signInTo } from './workspace-helpers.ts'

/**
 * Task detail specs' setup. A real PNG of noise (so it neither compresses nor fails to decode):
 * `side`² RGB pixels, about 3·side² bytes.
 */
export function noisePng(side: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(body))
    return Buffer.concat([length, body, sum])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const rows = Buffer.concat(
    Array.from({ length: side }, () => Buffer.concat([Buffer.from([0]), randomBytes(side * 3)])),
  )
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A new browser signed in as `who` on a task's own page (a full page, no board behind it). */
export async function openTaskPage(
  browser: Browser,
  who: Person,
  slug: string,
  number: number,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await signInTo(page, who.email, `/w/${slug}/tasks/${number}`)
  await expect(page.getByTestId('task-detail')).toBeVisible()
  return page
}

export function comment(page: Page, text: string | RegExp) {
  return page.getByTestId('comment').filter({ hasText: text })
}

export async function sendComment(page: Page, body: string) {
  const box = page.getByRole('combobox', { name: 'Comment', exact: true })
  await box.fill(body)
  await box.press('ControlOrMeta+Enter')
  await expect(box).toHaveValue('')
}

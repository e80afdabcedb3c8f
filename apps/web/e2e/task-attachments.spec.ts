import { readFile } from 'node:fs/promises'
import { expect, test } from './console-errors.ts'
import { openBoard, openCardMenu, seedTasks, serviceClient, team } from './board-helpers.ts'
import { noisePng, openTaskPage } from './detail-helpers.ts'

test.describe.configure({ timeout: 120_000 })

async function storedObjects(workspaceId: string, taskId: string): Promise<string[]> {
  const { data, error } = await serviceClient()
    .storage.from('attachments')
    .list(`${workspaceId}/${taskId}`)
  if (error) throw new Error(`listing the bucket failed: ${error.message}`)
  return data.map((object) => object.name)
}

test('A attaches an image with a progress bar; B sees its thumbnail and downloads it; a too-big file never uploads; deleting the task empties its folder', async ({
  browser,
}) => {
  const { slug, workspaceId, owner, mate } = await team()
  const [taskId] = await seedTasks(owner.email, workspaceId, [{ title: 'Moodboard' }])
  const a = await openTaskPage(browser, owner, slug, 1)
  const b = await openTaskPage(browser, mate, slug, 1)

  const uploads: string[] = []
  a.on('request', (request) => {
    if (request.url().includes('/storage/v1/object/upload')) uploads.push(request.url())
  })

  // 11 MB: refused with the catalogue's words before any request leaves the browser.
  await a.getByLabel('Attach files').setInputFiles({
    name: 'huge.bin',
    mimeType: 'application/octet-stream',
    buffer: Buffer.alloc(11 * 1024 * 1024),
  })
  await expect(a.getByTestId('attachment-notice')).toHaveText(
    'huge.bin: Files can be at most 10 MB.',
  )
  expect(uploads).toEqual([])

  // A slow uplink, so the progress bar is there long enough for anyone to see it.
  const cdp = await a.context().newCDPSession(a)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  })
  const png = noisePng(580)
  expect(png.length).toBeGreaterThan(1_000_000)
  await a.getByLabel('Attach files').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: png,
  })
  const bar = a.getByRole('progressbar', { name: 'Uploading photo.png' })
  await expect(bar).toBeVisible()
  await expect
    .poll(async () => Number(await bar.getAttribute('value')), { timeout: 15_000 })
    .toBeGreaterThan(0)
  await expect(bar).toHaveCount(0, { timeout: 30_000 })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  expect(uploads).toHaveLength(1)

  // B sees the thumbnail (a decoded image, not a broken icon) without reloading, and downloads.
  const thumbnail = b.getByRole('img', { name: 'Preview of photo.png' })
  await expect(thumbnail).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(580)
  await expect(b.getByTestId('activity').last()).toContainText(`${owner.name} attached photo.png`)
  const download = b.waitForEvent('download')
  await b.getByRole('button', { name: 'Download photo.png' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('photo.png')
  expect((await readFile(await file.path())).equals(png)).toBe(true)
  // B did not upload it, so B (a member) is offered no delete.
  await expect(b.getByRole('button', { name: 'Delete photo.png' })).toHaveCount(0)

  expect(await storedObjects(workspaceId, taskId!)).toHaveLength(1)
  const board = await openBoard(browser, owner, slug)
  await openCardMenu(board, 'Moodboard')
  await board.getByRole('menuitem', { name: 'Delete' }).click()
  await expect(board.getByRole('article').filter({ hasText: 'Moodboard' })).toHaveCount(0)
  await expect.poll(() => storedObjects(workspaceId, taskId!)).toEqual([])
  await expect(b.getByText('This task was deleted.')).toBeVisible()
})

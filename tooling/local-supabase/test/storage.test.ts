import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalSupabase } from '../src/index.ts'
import { anonClient, signedInClient, startTestBackend } from './backend.ts'

let backend: LocalSupabase
let alice: Awaited<ReturnType<typeof signedInClient>>
let bob: Awaited<ReturnType<typeof signedInClient>>

beforeAll(async () => {
  backend = await startTestBackend()
  alice = await signedInClient(backend, 'Alice')
  bob = await signedInClient(backend, 'Bob')
})
afterAll(() => backend?.stop())

const text = (value: string) => new Blob([value], { type: 'text/plain' })

describe('storage with RLS on storage.objects', () => {
  it('uploads, downloads, lists, signs and removes the owner’s objects', async () => {
    const files = alice.client.storage.from('private-files')
    const path = `${alice.user.id}/notes/hello.txt`
    const uploaded = await files.upload(path, text('hello storage'), { contentType: 'text/plain' })
    expect(uploaded.error).toBeNull()
    expect(uploaded.data?.path).toBe(path)

    const downloaded = await files.download(path)
    expect(await downloaded.data?.text()).toBe('hello storage')

    await files.upload(`${alice.user.id}/notes/drafts/a.txt`, text('draft'))
    const listed = await files.list(`${alice.user.id}/notes`)
    expect(listed.data?.map((o) => [o.name, o.id === null ? 'folder' : 'file'])).toEqual([
      ['drafts', 'folder'],
      ['hello.txt', 'file'],
    ])
    expect((await files.list(alice.user.id)).data?.map((o) => o.name)).toEqual(['notes'])

    const signed = await files.createSignedUrl(path, 60)
    expect(signed.error).toBeNull()
    const viaUrl = await fetch(signed.data?.signedUrl ?? '')
    expect(viaUrl.status).toBe(200)
    expect(await viaUrl.text()).toBe('hello storage')

    const removed = await files.remove([path])
    expect(removed.data?.map((o) => o.name)).toEqual([path])
    expect((await files.download(path)).error).not.toBeNull()
  })

  it('denies writes outside the caller’s folder and hides other users’ objects', async () => {
    const path = `${alice.user.id}/secret.txt`
    await alice.client.storage.from('private-files').upload(path, text('for alice only'))

    const intrusion = await bob.client.storage
      .from('private-files')
      .upload(`${alice.user.id}/planted.txt`, text('x'))
    expect(intrusion.error?.message).toMatch(/row-level security/i)
    expect((intrusion.error as { statusCode?: string } | null)?.statusCode).toBe('403')

    expect((await bob.client.storage.from('private-files').download(path)).error).not.toBeNull()
    expect((await bob.client.storage.from('private-files').list(alice.user.id)).data).toEqual([])
    expect((await bob.client.storage.from('private-files').remove([path])).data).toEqual([])
    expect(
      await (await alice.client.storage.from('private-files').download(path)).data?.text(),
    ).toBe('for alice only')

    const anonymous = await anonClient(backend)
      .storage.from('private-files')
      .upload('anon/x.txt', text('x'))
    expect(anonymous.error).not.toBeNull()
  })

  it('serves public buckets without credentials', async () => {
    const path = `${alice.user.id}/avatar.txt`
    expect(
      (await alice.client.storage.from('public-files').upload(path, text('public bytes'))).error,
    ).toBeNull()
    const { data } = anonClient(backend).storage.from('public-files').getPublicUrl(path)
    const response = await fetch(data.publicUrl)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('public bytes')
  })

  it('refuses an object above the configured size limit with 413', async () => {
    const big = new Blob([new Uint8Array(6 * 1024 * 1024)])
    const { error } = await alice.client.storage
      .from('private-files')
      .upload(`${alice.user.id}/big.bin`, big)
    expect((error as { statusCode?: string } | null)?.statusCode).toBe('413')
  })
})

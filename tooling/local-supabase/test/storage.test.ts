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
// Signed uploads take raw bytes here: lite reads a signed PUT's body as the object.
const bytes = (value: string) => new TextEncoder().encode(value)

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

describe('as upstream Storage writes and renders objects', () => {
  it('a write the database refuses leaves the stored bytes as they were (upstream writes a new version)', async () => {
    const files = alice.client.storage.from('private-files')
    const path = `${alice.user.id}/kept/one.txt`
    const signed = await files.createSignedUploadUrl(path, { upsert: true })
    const token = signed.data?.token as string
    const first = await files.uploadToSignedUrl(path, token, bytes('first bytes'), {
      contentType: 'text/plain',
    })
    expect(first.error).toBeNull()
    // A trigger on storage.objects (hosted projects may add one) refuses every later change.
    await backend.sql(`
      create function public.refuse_kept_updates() returns trigger language plpgsql as $$
      begin
        if old.name like '%/kept/%' then
          raise exception 'kept objects never change' using errcode = '42501';
        end if;
        return new;
      end $$;
      create trigger refuse_kept_updates before update on storage.objects
        for each row when (old.name like '%/kept/%' and new.version is distinct from old.version)
        execute function public.refuse_kept_updates();`)
    const second = await files.uploadToSignedUrl(path, token, bytes('second bytes'), {
      contentType: 'text/plain',
      upsert: true,
    })
    expect(second.error).not.toBeNull()
    expect(await (await files.download(path)).data?.text()).toBe('first bytes')
  })

  it('serves stored HTML as text/plain and answers ?download with Content-Disposition', async () => {
    const files = alice.client.storage.from('private-files')
    const path = `${alice.user.id}/page.html`
    const page = new Blob(['<script>alert(1)</script>'], { type: 'text/html' })
    expect((await files.upload(path, page, { contentType: 'text/html' })).error).toBeNull()
    const inline = await files.createSignedUrl(path, 60)
    const shown = await fetch(inline.data?.signedUrl as string)
    expect(shown.headers.get('content-type')).toBe('text/plain')
    expect(shown.headers.get('content-disposition')).toBeNull()
    await shown.arrayBuffer()

    const named = await files.createSignedUrl(path, 60, { download: 'report.html' })
    const saved = await fetch(named.data?.signedUrl as string)
    expect(saved.headers.get('content-disposition')).toBe(
      "attachment; filename=report.html; filename*=UTF-8''report.html",
    )
    await saved.arrayBuffer()
    const plain = await files.createSignedUrl(path, 60, { download: true })
    const bare = await fetch(plain.data?.signedUrl as string)
    expect(bare.headers.get('content-disposition')).toBe('attachment;')
    await bare.arrayBuffer()
  })
})

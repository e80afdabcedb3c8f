import { toAppError } from '@teamboard/supabase/errors'
import { limits } from '@teamboard/supabase/schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUsers, type LocalSupabase, startBackend, type TestUser } from './support/backend.ts'

// docs/security-first-run.md, 12.9: the avatars bucket is public, so what it accepts is served from the project's
// origin to anyone. Images only (no SVG), bounded in size, and a profile names only its own file.

let backend: LocalSupabase
let ann: TestUser
let bob: TestUser

beforeAll(async () => {
  backend = await startBackend()
  ;[ann, bob] = await createUsers(backend, ['Ann', 'Bob'])
}, 60_000)

afterAll(async () => {
  await backend?.stop()
})

// The 8-byte PNG signature and a little more: the bucket checks the declared type and the size.
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])
const upload = (user: TestUser, name: string, body: Uint8Array, contentType: string) =>
  user.client.storage
    .from('avatars')
    .upload(`${user.id}/${name}`, body, { upsert: true, contentType })

describe('12.9 avatars bucket: images only, bounded, and only your own', () => {
  it('an HTML page and a script-carrying SVG are refused, in your own folder too', async () => {
    const html = new TextEncoder().encode('<script>alert(document.cookie)</script>')
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    )
    const page = await upload(ann, 'avatar.html', html, 'text/html')
    const drawing = await upload(ann, 'avatar.svg', svg, 'image/svg+xml')
    expect(page.error).not.toBeNull()
    expect(drawing.error).not.toBeNull()
    expect(toAppError(page.error).code).toBe('invalid_input')
    const { data } = ann.client.storage.from('avatars').getPublicUrl(`${ann.id}/avatar.svg`)
    expect((await fetch(data.publicUrl)).status).toBeGreaterThanOrEqual(400)
  })

  it('a file over the upload limit is refused as too large; an image within it is kept', async () => {
    const tooBig = new Uint8Array(limits.attachmentMaxBytes + 1)
    tooBig.set(png)
    const big = await upload(ann, 'avatar.png', tooBig, 'image/png')
    expect(toAppError(big.error).code).toBe('file_too_large')
    const fine = await upload(ann, 'avatar.png', png, 'image/png')
    expect(fine.error).toBeNull()
  })

  it("a profile cannot point at another user's avatar, nor climb out of its folder", async () => {
    expect((await upload(bob, 'avatar.png', png, 'image/png')).error).toBeNull()
    const borrow = await ann.client
      .from('profiles')
      .update({ avatar_path: `${bob.id}/avatar.png` })
      .eq('id', ann.id)
    expect(toAppError(borrow.error).code).toBe('invalid_input')
    const climb = await ann.client
      .from('profiles')
      .update({ avatar_path: `${ann.id}/../${bob.id}/avatar.png` })
      .eq('id', ann.id)
    expect(toAppError(climb.error).code).toBe('invalid_input')
    const own = await ann.client
      .from('profiles')
      .update({ avatar_path: `${ann.id}/avatar.png` })
      .eq('id', ann.id)
      .select('avatar_path')
      .single()
    expect(own.data?.avatar_path).toBe(`${ann.id}/avatar.png`)
  })
})

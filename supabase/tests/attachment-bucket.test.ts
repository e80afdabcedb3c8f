import {
  createAttachmentUpload,
  createTask,
  deleteAttachment,
  deleteTask,
  deleteWorkspace,
  registerAttachment,
  uploadAttachment,
} from '@teamboard/supabase/mutations'
import { attachmentDownloadUrls } from '@teamboard/supabase/queries'
import { limits } from '@teamboard/supabase/schemas'
import { toAppError } from '@teamboard/supabase/errors'
import { describe, expect, it } from 'vitest'
import {
  anonClient,
  type LocalSupabase,
  serviceClient,
  useBackend,
  type TestUser,
} from './support/backend.ts'
import { createTeam, must } from './support/team.ts'

// The private `attachments` bucket (docs/roles.md): who may list, read, sign, upload, overwrite
// and delete which path, the size and count limits, and that deleting an attachment, a task or a
// workspace leaves no object behind. Objects are counted as the superuser sees storage.objects.

let backend: LocalSupabase
let owner: TestUser
let admin: TestUser
let member: TestUser
let outsider: TestUser

useBackend(['Owner', 'Admin', 'Member', 'Outsider'], (started, users) => {
  backend = started
  ;[owner, admin, member, outsider] = users
})

const bucket = (user: TestUser | 'anon') =>
  (user === 'anon' ? anonClient(backend) : user.client).storage.from('attachments')

async function objectsUnder(prefix: string): Promise<string[]> {
  const rows = await backend.sql<{ name: string }>(
    `select name from storage.objects where bucket_id = 'attachments' and name like $1 order by name`,
    [`${prefix}%`],
  )
  return rows.map((row) => row.name)
}

const file = (text = 'hello', type = 'text/plain') => new Blob([text], { type })

async function setup() {
  const workspace = await createTeam(owner, [
    [admin, 'admin'],
    [member, 'member'],
  ])
  const other = await createTeam(outsider)
  const task = must(await createTask(owner.client, workspace.id, { title: 'T', position: 'a0' }))
  const otherTask = must(
    await createTask(outsider.client, other.id, { title: 'O', position: 'a0' }),
  )
  const ref = { id: task.id, workspaceId: workspace.id }
  return { workspace, other, task, otherTask, ref }
}

describe('who may use an attachment object', () => {
  it('members upload, list and read, and get server-signed links; another workspace’s member and anon cannot', async () => {
    const { ref } = await setup()
    const attachment = must(await uploadAttachment(member.client, ref, file('secret'), 'notes.txt'))
    const folder = `${ref.workspaceId}/${ref.id}`
    expect(attachment.object_path.startsWith(`${folder}/`)).toBe(true)
    expect(attachment.size_bytes).toBe(6)

    for (const user of [owner, admin, member]) {
      const listed = await bucket(user).list(folder)
      expect(listed.data?.map((entry) => entry.name)).toHaveLength(1)
      const downloaded = await bucket(user).download(attachment.object_path)
      expect(await downloaded.data?.text()).toBe('secret')
      const signed = must(
        await attachmentDownloadUrls(user.client, serviceClient(backend), [attachment.object_path]),
      )
      const response = await fetch(signed[attachment.object_path] as string)
      // Not a safe image: stored as binary and signed as a download under its own name.
      expect(response.headers.get('content-type')).toBe('application/octet-stream')
      expect(response.headers.get('content-disposition')).toBe(
        "attachment; filename=notes.txt; filename*=UTF-8''notes.txt",
      )
      expect(await response.text()).toBe('secret')
    }

    for (const user of [outsider, 'anon'] as const) {
      expect((await bucket(user).list(folder)).data ?? []).toEqual([])
      expect((await bucket(user).download(attachment.object_path)).data).toBeNull()
      expect((await bucket(user).createSignedUrl(attachment.object_path, 60)).data).toBeNull()
      const batch = await attachmentDownloadUrls(
        user === 'anon' ? anonClient(backend) : user.client,
        serviceClient(backend),
        [attachment.object_path],
      )
      // anon has no grant on attachments at all; the outsider reads no such row.
      expect(batch.error?.code).toBe(user === 'anon' ? 'forbidden' : 'not_found')
      // Overwrite (upsert) and delete leave the object as it was.
      await bucket(user).upload(attachment.object_path, new TextEncoder().encode('forged'), {
        upsert: true,
        contentType: 'application/octet-stream',
      })
      await bucket(user).remove([attachment.object_path])
    }
    expect(await objectsUnder(folder)).toEqual([attachment.object_path])
    const after = await backend.serviceClient.storage
      .from('attachments')
      .download(attachment.object_path)
    expect(await after.data?.text()).toBe('secret')
  })

  it('nobody overwrites an existing object, not even its uploader', async () => {
    const { ref } = await setup()
    const attachment = must(await uploadAttachment(member.client, ref, file('one'), 'a.txt'))
    for (const user of [member, owner]) {
      const { error } = await bucket(user).upload(
        attachment.object_path,
        new TextEncoder().encode('two'),
        { upsert: true, contentType: 'application/octet-stream' },
      )
      expect(error).not.toBeNull()
    }
    const stored = await backend.serviceClient.storage
      .from('attachments')
      .download(attachment.object_path)
    expect(await stored.data?.text()).toBe('one')
  })

  it('paths outside {workspace_id}/{task_id}/{uuid}-{name}, or naming another workspace’s task, are refused', async () => {
    const { ref, other, otherTask } = await setup()
    const id = crypto.randomUUID()
    const bad = [
      `${ref.workspaceId}/${id}-loose.txt`,
      `${ref.workspaceId}/${ref.id}/no-uuid.txt`,
      `${ref.workspaceId}/${ref.id}/deeper/${id}-x.txt`,
      `${ref.workspaceId}/${otherTask.id}/${id}-x.txt`,
      `${ref.workspaceId}/${crypto.randomUUID()}/${id}-x.txt`,
      `${other.id}/${otherTask.id}/${id}-x.txt`,
      `elsewhere/${id}-x.txt`,
    ]
    for (const path of bad) {
      const { error } = await bucket(member).upload(path, new TextEncoder().encode('x'), {
        contentType: 'application/octet-stream',
      })
      expect([path, error ? 'refused' : 'stored']).toEqual([path, 'refused'])
      expect((await bucket(member).createSignedUploadUrl(path)).data).toBeNull()
    }
    expect(await objectsUnder(ref.workspaceId)).toEqual([])
    expect(await objectsUnder('elsewhere')).toEqual([])
  })

  it('an object of another workspace’s task cannot be registered as an attachment', async () => {
    const { ref, other, otherTask } = await setup()
    const foreign = must(
      await uploadAttachment(
        outsider.client,
        { id: otherTask.id, workspaceId: other.id },
        file(),
        'x.txt',
      ),
    )
    const { error } = await member.client.from('attachments').insert({
      task_id: ref.id,
      workspace_id: ref.workspaceId,
      object_path: foreign.object_path,
      file_name: 'x.txt',
      size_bytes: 5,
      mime_type: 'text/plain',
    })
    // Only the caller's own started upload can be registered: this one is nobody's here.
    expect(error).not.toBeNull()
    expect(toAppError(error).code).toBe('not_found')
  })

  it('the uploader deletes their own object; a member cannot delete someone else’s; an admin can', async () => {
    const { ref } = await setup()
    const mine = must(await uploadAttachment(member.client, ref, file(), 'mine.txt'))
    const owners = must(await uploadAttachment(owner.client, ref, file(), 'owners.txt'))
    const admins = must(await uploadAttachment(admin.client, ref, file(), 'admins.txt'))
    await bucket(member).remove([owners.object_path])
    expect(await objectsUnder(owners.object_path)).toHaveLength(1)
    expect((await deleteAttachment(member.client, owners.id)).error?.code).toBe('forbidden')
    expect(await objectsUnder(owners.object_path)).toHaveLength(1)

    must(await deleteAttachment(member.client, mine.id))
    must(await deleteAttachment(admin.client, owners.id))
    must(await deleteAttachment(owner.client, admins.id))
    expect(await objectsUnder(`${ref.workspaceId}/`)).toEqual([])
    const rows = await backend.sql('select 1 from public.attachments where task_id = $1', [ref.id])
    expect(rows).toEqual([])
  })
})

describe('limits', () => {
  it('a file over 10 MiB is refused before upload (file_too_large) and again by the bucket', async () => {
    const { ref } = await setup()
    const size = limits.attachmentMaxBytes + 1
    const early = await createAttachmentUpload(member.client, ref, {
      fileName: 'big.bin',
      size,
      mimeType: 'application/octet-stream',
    })
    expect(early.error?.code).toBe('file_too_large')

    // A client that lies about the size: the signed upload of 10 MiB + 1 byte is refused.
    const upload = must(
      await createAttachmentUpload(member.client, ref, {
        fileName: 'big.bin',
        size: 10,
        mimeType: 'application/octet-stream',
      }),
    )
    const sent = await bucket(member).uploadToSignedUrl(
      upload.objectPath,
      upload.token,
      new Uint8Array(size),
      { contentType: 'application/octet-stream' },
    )
    expect(sent.error).not.toBeNull()
    expect(toAppError(sent.error).code).toBe('file_too_large')
    expect(await objectsUnder(`${ref.workspaceId}/`)).toEqual([])
  })

  it('the 21st attachment of a task is refused with limit_reached, uploads in flight counted, and leaves no object', async () => {
    const { ref } = await setup()
    for (let i = 0; i < limits.attachmentsPerTask - 1; i++)
      must(await uploadAttachment(member.client, ref, file(`${i}`), `f${i}.txt`))
    // At 19, one upload may start; a second start counts the one in flight and is refused...
    const info = { fileName: 'last.txt', size: 4, mimeType: 'text/plain' }
    const last = must(await createAttachmentUpload(member.client, ref, info))
    expect((await createAttachmentUpload(owner.client, ref, info)).error?.code).toBe(
      'limit_reached',
    )
    const sent = await bucket(member).uploadToSignedUrl(
      last.objectPath,
      last.token,
      new TextEncoder().encode('last'),
      { contentType: last.contentType },
    )
    expect(sent.error).toBeNull()
    // ...and the one that started is registered as the 20th.
    must(await registerAttachment(member.client, ref, last))
    expect(await objectsUnder(`${ref.workspaceId}/`)).toHaveLength(limits.attachmentsPerTask)

    // Now the client check refuses before anything is sent, and so does the bucket.
    const early = await createAttachmentUpload(member.client, ref, info)
    expect(early.error?.code).toBe('limit_reached')
    const path = `${ref.workspaceId}/${ref.id}/${crypto.randomUUID()}-one-more.txt`
    const direct = await bucket(member).upload(path, new TextEncoder().encode('x'), {
      contentType: 'application/octet-stream',
    })
    expect(direct.error).not.toBeNull()
    expect(await objectsUnder(`${ref.workspaceId}/`)).toHaveLength(limits.attachmentsPerTask)
  })
})

describe('uploads that are never registered', () => {
  const expire = (path: string) =>
    backend.sql(
      `update private.attachment_uploads set sign_by = now() - interval '1 second',
         complete_by = now() - interval '1 second' where object_path = $1`,
      [path],
    )

  it('bytes sent after the upload expired are refused', async () => {
    const { ref } = await setup()
    const info = { fileName: 'slow.bin', size: 4, mimeType: 'application/octet-stream' }
    const started = must(await createAttachmentUpload(member.client, ref, info))
    await expire(started.objectPath)
    const sent = await bucket(member).uploadToSignedUrl(
      started.objectPath,
      started.token,
      new TextEncoder().encode('slow'),
      { contentType: started.contentType },
    )
    expect(sent.error).not.toBeNull()
    expect(await objectsUnder(started.objectPath)).toEqual([])
    expect((await bucket(member).createSignedUploadUrl(started.objectPath)).data).toBeNull()
  })

  it('an object left unregistered is removed by the next upload to its task, by any member', async () => {
    const { ref } = await setup()
    const info = { fileName: 'left.bin', size: 4, mimeType: 'application/octet-stream' }
    const left = must(await createAttachmentUpload(owner.client, ref, info))
    const sent = await bucket(owner).uploadToSignedUrl(
      left.objectPath,
      left.token,
      new TextEncoder().encode('left'),
      { contentType: left.contentType },
    )
    expect(sent.error).toBeNull()
    // While the upload may still be registered, nobody else removes it...
    must(await uploadAttachment(member.client, ref, file(), 'first.txt'))
    expect(await objectsUnder(left.objectPath)).toEqual([left.objectPath])
    // ...once it expired, the member's next upload clears it away.
    await expire(left.objectPath)
    const next = must(await uploadAttachment(member.client, ref, file(), 'next.txt'))
    expect(await objectsUnder(left.objectPath)).toEqual([])
    expect(await objectsUnder(`${ref.workspaceId}/${ref.id}/`)).toHaveLength(2)
    expect(next.uploaded_by).toBe(member.id)
  })
})

describe('no orphans', () => {
  it('deleting a task removes its objects (also those another member uploaded)', async () => {
    const { ref, workspace } = await setup()
    const task = must(
      await createTask(member.client, workspace.id, { title: 'Mine', position: 'a1' }),
    )
    const mineRef = { id: task.id, workspaceId: workspace.id }
    must(await uploadAttachment(member.client, mineRef, file(), 'a.txt'))
    must(await uploadAttachment(owner.client, mineRef, file(), 'b.txt'))
    must(await uploadAttachment(owner.client, ref, file(), 'keep.txt'))
    expect(await objectsUnder(`${workspace.id}/`)).toHaveLength(3)

    expect((await deleteTask(member.client, ref.id)).error?.code).toBe('forbidden')
    must(await deleteTask(member.client, task.id))
    expect(await objectsUnder(`${workspace.id}/${task.id}/`)).toEqual([])
    expect(await objectsUnder(`${workspace.id}/`)).toHaveLength(1)
  })

  it('deleting a workspace removes every object of every task; an admin cannot', async () => {
    const { ref, workspace } = await setup()
    const second = must(
      await createTask(owner.client, workspace.id, { title: 'Two', position: 'a1' }),
    )
    must(await uploadAttachment(member.client, ref, file(), 'a.txt'))
    must(
      await uploadAttachment(
        admin.client,
        { id: second.id, workspaceId: workspace.id },
        file(),
        'b.txt',
      ),
    )
    expect(await objectsUnder(`${workspace.id}/`)).toHaveLength(2)

    expect((await deleteWorkspace(admin.client, workspace.id)).error?.code).toBe('forbidden')
    expect((await deleteWorkspace(outsider.client, workspace.id)).error?.code).toBe('not_found')
    expect(await objectsUnder(`${workspace.id}/`)).toHaveLength(2)

    must(await deleteWorkspace(owner.client, workspace.id))
    expect(await objectsUnder(`${workspace.id}/`)).toEqual([])
  })
})

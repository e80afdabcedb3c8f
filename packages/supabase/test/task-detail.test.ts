import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  acceptInvitation,
  addComment,
  createAttachmentUpload,
  createInvitation,
  createTask,
  createWorkspace,
  deleteAttachment,
  deleteComment,
  editComment,
  registerAttachment,
  updateTask,
} from '../src/mutations/index.js'
import {
  ATTACHMENT_URL_LIFETIME_SECONDS,
  attachmentDownloadUrls,
  buildTimeline,
  getTaskDetail,
} from '../src/queries/index.js'
import { type RowChange, subscribeToTaskDetail } from '../src/realtime/index.js'
import {
  type RealtimeBackend,
  startRealtimeBackend,
  unwrap,
  until,
  type User,
} from './realtime-backend.js'

/**
 * The task detail's data access against the real local backend (all migrations, realtime on):
 * comments, a browser-style upload to the signed URL, signed downloads, the merged timeline, and
 * the live changes another member receives. Nothing is mocked.
 */
let live: RealtimeBackend
let alice: User
let bob: User
let carol: User
let task: { id: string; workspaceId: string; number: number }

const describeChange = (change: RowChange<{ id: string }>, text: (row: never) => string) =>
  change.type === 'DELETE' ? `delete` : `${change.type.toLowerCase()} ${text(change.row as never)}`

async function listen(who: User) {
  const events: string[] = []
  let ready = false
  const stop = subscribeToTaskDetail(
    who.client,
    { workspaceId: task.workspaceId, taskId: task.id },
    {
      onTask: (change) =>
        events.push(`task ${describeChange(change, (row: { title: string }) => row.title)}`),
      onComment: (change) =>
        events.push(`comment ${describeChange(change, (row: { body: string }) => row.body)}`),
      onAttachment: (change) =>
        events.push(
          `attachment ${describeChange(change, (row: { file_name: string }) => row.file_name)}`,
        ),
      onActivity: (activity) => events.push(`activity ${activity.kind}`),
      onStatus: (status) => {
        if (status === 'SUBSCRIBED') ready = true
      },
    },
  )
  await until(() => ready)
  return { events, stop }
}

beforeAll(async () => {
  live = await startRealtimeBackend()
  ;[alice, bob, carol] = await Promise.all([
    live.user('Alice'),
    live.user('Bob'),
    live.user('Carol'),
  ])
  const workspace = unwrap(
    await createWorkspace(alice.client, { name: 'A', slug: `td-${Date.now().toString(36)}` }),
  )
  const invite = unwrap(
    await createInvitation(alice.client, workspace.id, { email: bob.email, role: 'member' }),
  )
  unwrap(await acceptInvitation(bob.client, invite.token as string))
  const created = unwrap(
    await createTask(alice.client, workspace.id, { title: 'T', position: 'a0' }),
  )
  task = { id: created.id, workspaceId: workspace.id, number: created.number }
}, 60_000)

afterAll(async () => {
  await live?.stop()
})

describe('task detail data access', () => {
  it('uploads like a browser (PUT to the signed URL), registers, signs a download, deletes', async () => {
    const bytes = new TextEncoder().encode('a picture, honestly')
    const upload = unwrap(
      await createAttachmentUpload(bob.client, task, {
        fileName: 'Photo of a café.png',
        size: bytes.byteLength,
        mimeType: 'image/png',
      }),
    )
    expect(upload.objectPath).toMatch(
      new RegExp(`^${task.workspaceId}/${task.id}/[0-9a-f-]{36}-Photo_of_a_cafe.png$`),
    )
    // What the UI does with XMLHttpRequest for a progress bar: the bytes as the body.
    const put = await fetch(upload.signedUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png', 'x-upsert': 'false' },
      body: bytes,
    })
    expect(put.ok).toBe(true)
    const attachment = unwrap(await registerAttachment(bob.client, task, upload))
    expect(attachment).toMatchObject({
      file_name: 'Photo of a café.png',
      size_bytes: bytes.byteLength,
      mime_type: 'image/png',
      uploaded_by: bob.id,
    })

    // Read as alice (RLS), signed by the server: one minute, inline for a safe image.
    const urls = unwrap(
      await attachmentDownloadUrls(alice.client, live.serviceClient, [attachment.object_path]),
    )
    const url = urls[attachment.object_path] as string
    const token = JSON.parse(atob(new URL(url).searchParams.get('token')?.split('.')[1] ?? '')) as {
      exp: number
      iat: number
    }
    expect(token.exp - token.iat).toBe(ATTACHMENT_URL_LIFETIME_SECONDS)
    const download = await fetch(url)
    expect(download.headers.get('content-type')).toBe('image/png')
    expect(download.headers.get('content-disposition')).toBeNull()
    expect(await download.text()).toBe('a picture, honestly')
    expect(
      (await attachmentDownloadUrls(carol.client, live.serviceClient, [attachment.object_path]))
        .error?.code,
    ).toBe('not_found')

    expect((await deleteAttachment(carol.client, attachment.id)).error?.code).toBe('not_found')
    unwrap(await deleteAttachment(bob.client, attachment.id))
    expect((await fetch(urls[attachment.object_path] as string)).ok).toBe(false)
  })

  it('builds the timeline newest last, with the names of everyone in it', async () => {
    unwrap(await addComment(bob.client, task, { body: 'First!' }))
    unwrap(await updateTask(alice.client, task.id, { priority: 'high' }))
    const detail = unwrap(await getTaskDetail(bob.client, task.workspaceId, task.number))
    const timeline = buildTimeline(detail.comments, detail.activity)
    const kinds = timeline.map((entry) =>
      entry.type === 'comment' ? `comment ${entry.comment.body}` : entry.activity.kind,
    )
    expect(kinds.indexOf('comment First!')).toBeLessThan(kinds.indexOf('priority_changed'))
    expect(kinds[0]).toBe('task_created')
    expect(detail.people[alice.id]?.display_name).toBe('Alice')
    expect(detail.people[bob.id]?.display_name).toBe('Bob')
    expect((await getTaskDetail(carol.client, task.workspaceId, task.number)).error?.code).toBe(
      'not_found',
    )
  })

  it('another member sees comments, edits, attachments, activity and field changes live', async () => {
    const alicesView = await listen(alice)
    const carolsView = await listen(carol)
    const comment = unwrap(await addComment(bob.client, task, { body: 'Live one' }))
    unwrap(await editComment(bob.client, comment.id, { body: 'Live two' }))
    unwrap(await updateTask(bob.client, task.id, { title: 'Renamed live' }))
    const bytes = new TextEncoder().encode('x')
    const upload = unwrap(
      await createAttachmentUpload(bob.client, task, {
        fileName: 'live.txt',
        size: 1,
        mimeType: 'text/plain',
      }),
    )
    await bob.client.storage
      .from('attachments')
      .uploadToSignedUrl(upload.objectPath, upload.token, bytes, {
        contentType: upload.contentType,
      })
    unwrap(await registerAttachment(bob.client, task, upload))
    unwrap(await deleteComment(bob.client, comment.id))

    const expected = [
      'comment insert Live one',
      'comment update Live two',
      'task update Renamed live',
      'activity title_changed',
      'attachment insert live.txt',
      'activity attachment_added',
      'comment delete',
    ]
    await until(() => expected.every((event) => alicesView.events.includes(event)))
    expect(alicesView.events.filter((event) => event.startsWith('comment'))).toEqual([
      'comment insert Live one',
      'comment update Live two',
      'comment delete',
    ])
    // Carol (another workspace) subscribed to the same task id and received none of it.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(carolsView.events.filter((event) => !event.endsWith('delete'))).toEqual([])
    alicesView.stop()
    carolsView.stop()
  })
})

import {
  createAttachmentUpload,
  createTask,
  registerAttachment,
  uploadAttachment,
} from '@teamboard/supabase/mutations'
import { toAppError } from '@teamboard/supabase/errors'
import { describe, expect, it } from 'vitest'
import { type LocalSupabase, type TestUser, useBackend } from './support/backend.ts'
import { createTeam, must } from './support/team.ts'

// The attacks of the outside run on attachments (docs/security.md), each as the attacker made
// it: with the attacker's own token against the Storage API and REST, the way a script would,
// not through the app. Objects are read back as the superuser sees storage.objects.

let backend: LocalSupabase
let owner: TestUser
let member: TestUser
let other: TestUser

useBackend(['Owner', 'Member', 'Other'], (started, users) => {
  backend = started
  ;[owner, member, other] = users
})

const bytes = (text: string) => new TextEncoder().encode(text)
const binary = 'application/octet-stream'
const bucket = (user: TestUser) => user.client.storage.from('attachments')

async function objectsUnder(prefix: string): Promise<string[]> {
  const rows = await backend.sql<{ name: string }>(
    `select name from storage.objects where bucket_id = 'attachments' and name like $1 order by name`,
    [`${prefix}%`],
  )
  return rows.map((row) => row.name)
}

async function storedText(path: string): Promise<string | undefined> {
  const { data } = await backend.serviceClient.storage.from('attachments').download(path)
  return data?.text()
}

async function setup() {
  const workspace = await createTeam(owner, [
    [member, 'member'],
    [other, 'member'],
  ])
  const task = must(await createTask(owner.client, workspace.id, { title: 'T', position: 'a0' }))
  return { workspaceId: workspace.id, ref: { id: task.id, workspaceId: workspace.id } }
}

/** Steps 1 and 2 of an upload as the attacker runs them: a path and token, then the bytes. */
async function startAndSend(
  user: TestUser,
  ref: { id: string; workspaceId: string },
  text: string,
) {
  const started = must(
    await createAttachmentUpload(user.client, ref, {
      fileName: 'notes.bin',
      size: text.length,
      mimeType: binary,
    }),
  )
  const sent = await bucket(user).uploadToSignedUrl(
    started.objectPath,
    started.token,
    bytes(text),
    {
      contentType: binary,
    },
  )
  return { ...started, sent }
}

describe('attachments under attack', () => {
  it('32.1 an upload URL signed with upsert cannot later replace a registered attachment', async () => {
    const { ref } = await setup()
    const started = must(
      await createAttachmentUpload(member.client, ref, {
        fileName: 'notes.bin',
        size: 14,
        mimeType: binary,
      }),
    )
    // A second URL for the same path, asking for upsert; if refused, the first one is kept.
    const upsert = await bucket(member).createSignedUploadUrl(started.objectPath, { upsert: true })
    const token = upsert.data?.token ?? started.token
    const first = await bucket(member).uploadToSignedUrl(
      started.objectPath,
      token,
      bytes('original bytes'),
      { contentType: binary },
    )
    expect(first.error).toBeNull()
    must(
      await registerAttachment(member.client, ref, {
        objectPath: started.objectPath,
        fileName: 'notes.bin',
        size: 14,
        mimeType: binary,
      }),
    )

    const replaced = await bucket(member).uploadToSignedUrl(
      started.objectPath,
      token,
      bytes('<html><script>forged()</script></html>'),
      { contentType: binary, upsert: true },
    )
    expect(replaced.error).not.toBeNull()
    expect(await storedText(started.objectPath)).toBe('original bytes')
  })

  it('32.2 a removed member cannot use an upload URL signed while still a member', async () => {
    const { ref, workspaceId } = await setup()
    const started = must(
      await createAttachmentUpload(member.client, ref, {
        fileName: 'late.bin',
        size: 4,
        mimeType: binary,
      }),
    )
    const removed = await owner.client.rpc('remove_member', {
      workspace_id: workspaceId,
      user_id: member.id,
    })
    expect(removed.error).toBeNull()
    const sent = await bucket(member).uploadToSignedUrl(
      started.objectPath,
      started.token,
      bytes('late'),
      {
        contentType: binary,
      },
    )
    expect(sent.error).not.toBeNull()
    expect(await objectsUnder(started.objectPath)).toEqual([])
  })

  it('32.3 a member cannot register another member’s upload as their own', async () => {
    const { ref } = await setup()
    const mine = await startAndSend(member, ref, 'member bytes')
    expect(mine.sent.error).toBeNull()
    const folder = `${ref.workspaceId}/${ref.id}`
    const listed = await bucket(other).list(folder)
    const seen = listed.data?.map((entry) => `${folder}/${entry.name}`) ?? []

    for (const path of [...seen, mine.objectPath]) {
      const claimed = await registerAttachment(other.client, ref, {
        objectPath: path,
        fileName: 'claimed.bin',
        size: 12,
        mimeType: binary,
      })
      expect(claimed.error).not.toBeNull()
    }
    const registered = must(
      await registerAttachment(member.client, ref, {
        objectPath: mine.objectPath,
        fileName: 'notes.bin',
        size: 12,
        mimeType: binary,
      }),
    )
    expect(registered.uploaded_by).toBe(member.id)
    expect(await storedText(mine.objectPath)).toBe('member bytes')
  })

  it('32.4 a task holds at most 20 objects, registered or not', async () => {
    const { ref } = await setup()
    const folder = `${ref.workspaceId}/${ref.id}/`
    const outcomes: string[] = []
    for (let i = 0; i < 21; i += 1) {
      const started = await createAttachmentUpload(member.client, ref, {
        fileName: `f${i}.bin`,
        size: 1,
        mimeType: binary,
      })
      if (started.error) {
        outcomes.push(started.error.code)
        continue
      }
      const sent = await bucket(member).uploadToSignedUrl(
        started.data.objectPath,
        started.data.token,
        bytes('x'),
        { contentType: binary },
      )
      outcomes.push(sent.error ? 'refused' : 'stored')
    }
    expect(outcomes.filter((outcome) => outcome === 'stored')).toHaveLength(20)
    expect(outcomes.at(-1)).toBe('limit_reached')
    // A made-up path in the task's folder, signed directly, is refused as well.
    const made = await bucket(member).createSignedUploadUrl(`${folder}${crypto.randomUUID()}-x.bin`)
    expect(made.data).toBeNull()
    expect(await objectsUnder(folder)).toHaveLength(20)
  })

  it('32.5 an HTML file is never served as text/html, and the bucket refuses that type', async () => {
    const { ref } = await setup()
    const page = new Blob(['<html><script>alert(document.domain)</script></html>'], {
      type: 'text/html',
    })
    const attachment = must(await uploadAttachment(member.client, ref, page, 'page.html'))
    const signed = await backend.serviceClient.storage
      .from('attachments')
      .createSignedUrl(attachment.object_path, 60)
    const response = await fetch(signed.data?.signedUrl as string)
    await response.arrayBuffer()
    expect(response.headers.get('content-type')).not.toMatch(/html/)

    const started = must(
      await createAttachmentUpload(member.client, ref, {
        fileName: 'raw.html',
        size: 10,
        mimeType: 'text/html',
      }),
    )
    const sent = await bucket(member).uploadToSignedUrl(
      started.objectPath,
      started.token,
      bytes('<b>hi</b>!'),
      {
        contentType: 'text/html',
      },
    )
    expect(sent.error).not.toBeNull()
    expect(await objectsUnder(started.objectPath)).toEqual([])
  })

  it('32.6 a member cannot sign a download URL of their own lifetime', async () => {
    const { ref } = await setup()
    const attachment = must(
      await uploadAttachment(member.client, ref, new Blob(['secret'], { type: binary }), 's.bin'),
    )
    const tenYears = 10 * 365 * 24 * 3600
    for (const user of [member, owner]) {
      const one = await bucket(user).createSignedUrl(attachment.object_path, tenYears)
      expect(one.data).toBeNull()
      const many = await bucket(user).createSignedUrls([attachment.object_path], tenYears)
      expect(many.data?.filter((entry) => entry.signedUrl) ?? []).toEqual([])
    }
  })

  it('32.7 blank titles and comments, and file names with control characters, are refused by the database', async () => {
    const { ref, workspaceId } = await setup()
    for (const title of ['\n\t', '\t', '\r\n', '\u00a0\n']) {
      const { error } = await member.client
        .from('tasks')
        .insert({ workspace_id: workspaceId, title, position: 'b0' })
      expect([JSON.stringify(title), error ? toAppError(error).code : 'stored']).toEqual([
        JSON.stringify(title),
        'invalid_input',
      ])
    }
    for (const body of ['\n\t\n', '\t']) {
      const { error } = await member.client
        .from('comments')
        .insert({ task_id: ref.id, workspace_id: workspaceId, body })
      expect(error ? toAppError(error).code : 'stored').toBe('invalid_input')
    }
    for (const fileName of ['invoice\u202Etxt.exe', 'two\nlines.txt', 'tab\there.txt', ' \n ']) {
      const started = await startAndSend(member, ref, 'x')
      const registered = await registerAttachment(member.client, ref, {
        objectPath: started.objectPath,
        fileName,
        size: 1,
        mimeType: binary,
      })
      expect([JSON.stringify(fileName), registered.error?.code ?? 'stored']).toEqual([
        JSON.stringify(fileName),
        'invalid_input',
      ])
    }
    const stored = await backend.sql(
      `select 1 from public.tasks where workspace_id = $1 and title !~ '[[:alnum:]]'
       union all select 1 from public.comments where task_id = $2
       union all select 1 from public.attachments where task_id = $2`,
      [workspaceId, ref.id],
    )
    expect(stored).toEqual([])
  })
})

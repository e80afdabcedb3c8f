import {
  addComment,
  createAttachmentUpload,
  createTask,
  uploadAttachment,
} from '@teamboard/supabase/mutations'
import type { TestUser } from './support/backend.ts'
import {
  createMatrixPeople,
  describeRlsMatrix,
  matrixClients,
  NONE,
  type TableSpec,
} from './support/rls-matrix.ts'
import { must } from './support/team.ts'

// The RLS matrix of rls-matrix.test.ts (support/rls-matrix.ts) for the task detail's tables.
// Fixture:
//   workspace A: owner, admin, member; the owner's task with a comment and an attachment by the
//                owner and by the member (activity: task_created, two attachment_added), and for
//                each of owner, admin and member an upload they started and stored but did not
//                register (what their insert registers; the outsider and anon try the member's)
//   workspace B: outsider (its owner), a task with their comment and attachment

type Table = 'comments' | 'attachments' | 'activity'
type Fixture = {
  workspaceA: string
  taskA: string
  ownersComment: string
  ownersAttachment: string
  activityA: string
  spareObjects: Record<'owner' | 'admin' | 'member', string>
}

const tables: Record<Table, TableSpec<Fixture>> = {
  comments: {
    byId: (f) => (q) => q.eq('id', f.ownersComment),
    patch: { body: 'Rewritten' },
    insert: (f, actor) => ({ task_id: f.taskA, workspace_id: f.workspaceA, body: `By ${actor}` }),
    expected: {
      select: [2, 2, 2, 1, 0],
      insert: [1, 1, 1, 0, 0],
      // Only the author edits, whatever their role...
      'update by id': [1, 0, 0, 0, 0],
      // ...so with no WHERE each author rewrites exactly their own comment.
      'update all': [1, 0, 1, 1, 0],
      'delete by id': [1, 1, 0, 0, 0],
      'delete all': [2, 2, 1, 1, 0],
    },
  },
  attachments: {
    byId: (f) => (q) => q.eq('id', f.ownersAttachment),
    patch: { file_name: 'renamed.txt' },
    insert: (f, actor) => ({
      task_id: f.taskA,
      workspace_id: f.workspaceA,
      object_path:
        actor === 'owner' || actor === 'admin' ? f.spareObjects[actor] : f.spareObjects.member,
      file_name: 'spare.bin',
      size_bytes: 5,
      mime_type: 'application/octet-stream',
    }),
    expected: {
      select: [2, 2, 2, 1, 0],
      insert: [1, 1, 1, 0, 0],
      // An attachment never changes; it is deleted and uploaded again.
      'update by id': NONE,
      'update all': NONE,
      'delete by id': [1, 1, 0, 0, 0],
      'delete all': [2, 2, 1, 1, 0],
    },
  },
  activity: {
    byId: (f) => (q) => q.eq('id', f.activityA),
    patch: { data: { forged: true } },
    insert: (f) => ({ workspace_id: f.workspaceA, task_id: f.taskA, kind: 'attachment_added' }),
    expected: {
      // Readable by members; written only by triggers, by nobody else.
      select: [3, 3, 3, 2, 0],
      insert: NONE,
      'update by id': NONE,
      'update all': NONE,
      'delete by id': NONE,
      'delete all': NONE,
    },
  },
}

const TABLE_NAMES = Object.keys(tables) as Table[]

describeRlsMatrix({
  tables,
  setupTimeout: 90_000,
  snapshotSql: `create schema detail_snapshot; ${TABLE_NAMES.map((t) => `create table detail_snapshot.${t} as table public.${t}`).join('; ')}; create table detail_snapshot.uploads as table private.attachment_uploads`,
  // Writes to comments and attachments also write activity (attachment_removed), so all three
  // come back from the snapshot; a registration consumes its pending upload.
  restoreSql: [
    ...TABLE_NAMES.map((t) => `delete from public.${t}`),
    ...TABLE_NAMES.map((t) => `insert into public.${t} select * from detail_snapshot.${t}`),
    'delete from private.attachment_uploads',
    'insert into private.attachment_uploads select * from detail_snapshot.uploads',
  ].join('; '),
  async setup(backend) {
    const people = await createMatrixPeople(backend)
    const { owner, admin, member, outsider, a, b } = people
    const taskA = must(await createTask(owner.client, a.id, { title: 'A', position: 'a0' }))
    const taskB = must(await createTask(outsider.client, b.id, { title: 'B', position: 'a0' }))
    const refA = { id: taskA.id, workspaceId: a.id }
    const refB = { id: taskB.id, workspaceId: b.id }
    const text = new Blob(['hello'], { type: 'text/plain' })
    const ownersComment = must(await addComment(owner.client, refA, { body: 'Owner says' }))
    must(await addComment(member.client, refA, { body: 'Member says' }))
    must(await addComment(outsider.client, refB, { body: 'Outsider says' }))
    const ownersAttachment = must(await uploadAttachment(owner.client, refA, text, 'owner.txt'))
    must(await uploadAttachment(member.client, refA, text, 'member.txt'))
    must(await uploadAttachment(outsider.client, refB, text, 'outsider.txt'))
    async function spare(user: TestUser): Promise<string> {
      const info = { fileName: 'spare.bin', size: 5, mimeType: 'application/octet-stream' }
      const started = must(await createAttachmentUpload(user.client, refA, info))
      const sent = await user.client.storage
        .from('attachments')
        .uploadToSignedUrl(started.objectPath, started.token, new TextEncoder().encode('spare'), {
          contentType: started.contentType,
        })
      if (sent.error) throw sent.error
      return started.objectPath
    }
    const spareObjects = {
      owner: await spare(owner),
      admin: await spare(admin),
      member: await spare(member),
    }
    const [activityA] = await backend.sql<{ id: string }>(
      `select id from public.activity where task_id = $1 and kind = 'task_created'`,
      [taskA.id],
    )
    const fixture: Fixture = {
      workspaceA: a.id,
      taskA: taskA.id,
      ownersComment: ownersComment.id,
      ownersAttachment: ownersAttachment.id,
      activityA: activityA!.id,
      spareObjects,
    }
    return { fixture, clients: matrixClients(backend, people) }
  },
})

import {
  addComment,
  createAttachmentUpload,
  createTask,
  uploadAttachment,
} from '@teamboard/supabase/mutations'
import type { TestUser } from './support/backend.ts'
import { createMatrixPeople, describeRlsMatrix, matrixClients } from './support/rls-matrix.ts'
import { type Fixture, RESTORE_SQL, SNAPSHOT_SQL, tables } from './support/task-detail-matrix.ts'
import { must } from './support/team.ts'

// The RLS matrix of rls-matrix.test.ts (support/rls-matrix.ts) for the task detail's tables, with
// the expected counts and fixture of support/task-detail-matrix.ts.

describeRlsMatrix({
  tables,
  setupTimeout: 90_000,
  snapshotSql: SNAPSHOT_SQL,
  restoreSql: RESTORE_SQL,
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

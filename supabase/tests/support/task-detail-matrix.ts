import { NONE, type TableSpec } from './rls-matrix.ts'

// The expected counts of the RLS matrix over the task detail's tables, shared by the run through
// REST on the local backend (tests/task-detail-rls.test.ts) and the SQL run on real PostgreSQL
// (tests-pg/task-detail-rls.test.ts). Fixture:
//   workspace A: owner, admin, member; the owner's task with a comment and an attachment by the
//                owner and by the member (activity: task_created, two attachment_added), and for
//                each of owner, admin and member an upload they started and stored but did not
//                register (what their insert registers; the outsider and anon try the member's)
//   workspace B: outsider (its owner), a task with their comment and attachment

export type Table = 'comments' | 'attachments' | 'activity'
export type Fixture = {
  workspaceA: string
  taskA: string
  ownersComment: string
  ownersAttachment: string
  activityA: string
  spareObjects: Record<'owner' | 'admin' | 'member', string>
}

export const tables: Record<Table, TableSpec<Fixture>> = {
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

/** Copies the fixture aside (schema detail_snapshot), for RESTORE_SQL. */
export const SNAPSHOT_SQL = `create schema detail_snapshot; ${TABLE_NAMES.map((t) => `create table detail_snapshot.${t} as table public.${t}`).join('; ')}; create table detail_snapshot.uploads as table private.attachment_uploads`

/**
 * Writes to comments and attachments also write activity (attachment_removed), so all three come
 * back from the snapshot; a registration consumes its pending upload.
 */
export const RESTORE_SQL = [
  ...TABLE_NAMES.map((t) => `delete from public.${t}`),
  ...TABLE_NAMES.map((t) => `insert into public.${t} select * from detail_snapshot.${t}`),
  'delete from private.attachment_uploads',
  'insert into private.attachment_uploads select * from detail_snapshot.uploads',
].join('; ')

import { addComment, createTask } from '@teamboard/supabase/mutations'
import { NIL_UUID } from './support/backend.ts'
import {
  type Actor,
  createMatrixPeople,
  describeRlsMatrix,
  matrixClients,
  NONE,
  type TableSpec,
} from './support/rls-matrix.ts'
import { must } from './support/team.ts'

// The RLS matrix (support/rls-matrix.ts) for the notification tables. Fixture:
//   workspace A: the owner's task assigned to the member (watchers: owner, member), a comment by
//                the owner mentioning the admin (the admin watches), a comment by the admin;
//                inboxes: owner 1 (commented), admin 1 (mentioned), member 3 (assigned,
//                commented twice); a second task nobody watches (made by the superuser)
//   workspace B: the outsider's task (the outsider watches), one notification for the outsider
//   preferences: everyone but anon has `commented` = off

type Table = 'notifications' | 'watchers' | 'notification_preferences'
type Person = Exclude<Actor, 'anon'>
type Fixture = {
  ids: Record<Person, string>
  taskA: string
  unwatchedTaskA: string
  ownersNotification: string
}

const tables: Record<Table, TableSpec<Fixture>> = {
  notifications: {
    byId: (f) => (q) => q.eq('id', f.ownersNotification),
    patch: { read_at: '2026-11-26T10:00:00+00:00' },
    insert: (f) => ({
      user_id: f.ids.member,
      workspace_id: NIL_UUID,
      kind: 'assigned',
      event_id: NIL_UUID,
    }),
    expected: {
      // Each person reads only their own inbox.
      select: [1, 1, 3, 1, 0],
      // Written by triggers only: nobody notifies anyone through the API.
      insert: NONE,
      'update by id': [1, 0, 0, 0, 0],
      'update all': [1, 1, 3, 1, 0],
      'delete by id': NONE,
      'delete all': NONE,
    },
  },
  watchers: {
    key: ['task_id', 'user_id'],
    byId: (f) => (q) => q.eq('task_id', f.taskA).eq('user_id', f.ids.owner),
    all: (q) => q.neq('task_id', NIL_UUID),
    patch: { created_at: '2026-11-26T10:00:00+00:00' },
    insert: (f, actor) => ({
      task_id: f.unwatchedTaskA,
      user_id: actor === 'anon' ? f.ids.member : f.ids[actor],
    }),
    expected: {
      // The watcher list is visible to the task's members.
      select: [3, 3, 3, 1, 0],
      // Members watch as themselves; a stranger cannot watch another workspace's task.
      insert: [1, 1, 1, 0, 0],
      'update by id': NONE,
      'update all': NONE,
      // Everyone unwatches only themselves.
      'delete by id': [1, 0, 0, 0, 0],
      'delete all': [1, 1, 1, 1, 0],
    },
  },
  notification_preferences: {
    key: ['user_id', 'kind'],
    byId: (f) => (q) => q.eq('user_id', f.ids.owner).eq('kind', 'commented'),
    all: (q) => q.neq('user_id', NIL_UUID),
    patch: { delivery: 'instant' },
    insert: () => ({ kind: 'mentioned', delivery: 'digest' }),
    expected: {
      select: [1, 1, 1, 1, 0],
      insert: [1, 1, 1, 1, 0],
      'update by id': [1, 0, 0, 0, 0],
      'update all': [1, 1, 1, 1, 0],
      'delete by id': [1, 0, 0, 0, 0],
      'delete all': [1, 1, 1, 1, 0],
    },
  },
}

const TABLE_NAMES = Object.keys(tables) as Table[]

describeRlsMatrix({
  tables,
  setupTimeout: 90_000,
  snapshotSql: `create schema notify_snapshot; ${TABLE_NAMES.map((t) => `create table notify_snapshot.${t} as table public.${t}`).join('; ')}`,
  restoreSql: [
    ...TABLE_NAMES.map((t) => `delete from public.${t}`),
    ...TABLE_NAMES.map((t) => `insert into public.${t} select * from notify_snapshot.${t}`),
  ].join('; '),
  async setup(backend) {
    const people = await createMatrixPeople(backend)
    const { owner, admin, member, outsider, a, b } = people
    // Joining notified the inviter; the matrix starts from empty inboxes.
    await backend.sql('delete from public.notifications')
    const taskA = must(
      await createTask(owner.client, a.id, { title: 'A', position: 'a0', assigneeId: member.id }),
    )
    const refA = { id: taskA.id, workspaceId: a.id }
    must(await addComment(owner.client, refA, { body: `Over to @[Admin](${admin.id})` }))
    must(await addComment(admin.client, refA, { body: 'On it' }))
    const taskB = must(await createTask(outsider.client, b.id, { title: 'B', position: 'a0' }))
    const [unwatched] = await backend.sql<{ id: string }>(
      `insert into public.tasks (workspace_id, title, position) values ($1, 'Nobody', 'a1') returning id`,
      [a.id],
    )
    await backend.sql(
      `insert into public.notifications (user_id, workspace_id, task_id, kind, event_id)
       values ($1, $2, $3, 'commented', gen_random_uuid())`,
      [outsider.id, b.id, taskB.id],
    )
    const ids = { owner: owner.id, admin: admin.id, member: member.id, outsider: outsider.id }
    await backend.sql(
      `insert into public.notification_preferences (user_id, kind, delivery)
       select unnest($1::uuid[]), 'commented', 'off'`,
      [Object.values(ids)],
    )
    const [ownersNotification] = await backend.sql<{ id: string }>(
      'select id from public.notifications where user_id = $1',
      [owner.id],
    )
    const fixture: Fixture = {
      ids,
      taskA: taskA.id,
      unwatchedTaskA: unwatched!.id,
      ownersNotification: ownersNotification!.id,
    }
    return { fixture, clients: matrixClients(backend, people) }
  },
})

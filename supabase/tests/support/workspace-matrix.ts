import { NIL_UUID } from './backend.ts'
import type { TableSpec } from './rls-matrix.ts'

// The expected counts of the RLS matrix over the workspace tables, shared by the run through REST
// on the local backend (tests/rls-matrix.test.ts) and the SQL run on real PostgreSQL
// (tests-pg/rls-matrix.test.ts). Fixture:
//   workspace A: owner, admin, member, one pending invitation, a task by the owner and one by
//                the member (each with its task_created activity row)
//   workspace B: outsider (its owner), one pending invitation, a task by the outsider

export type Table =
  'workspaces' | 'workspace_members' | 'invitations' | 'profiles' | 'tasks' | 'activity'
export type Fixture = {
  ids: Record<'owner' | 'admin' | 'member' | 'outsider', string>
  workspaceA: string
  invitationA: string
  /** Workspace A's task created by the owner, and its task_created activity row. */
  ownersTaskA: string
  activityA: string
}

export const tables: Record<Table, TableSpec<Fixture>> = {
  workspaces: {
    key: ['id'],
    byId: (f) => (q) => q.eq('id', f.workspaceA),
    all: (q) => q.neq('id', NIL_UUID),
    patch: { name: 'Renamed' },
    insert: (_f, actor) => ({ name: 'Intruder', slug: `intruder-${actor}` }),
    expected: {
      select: [1, 1, 1, 1, 0],
      insert: [0, 0, 0, 0, 0],
      'update by id': [1, 1, 0, 0, 0],
      'update all': [1, 1, 0, 1, 0],
      'delete by id': [1, 0, 0, 0, 0],
      'delete all': [1, 0, 0, 1, 0],
    },
  },
  workspace_members: {
    key: ['workspace_id', 'user_id'],
    byId: (f) => (q) => q.eq('workspace_id', f.workspaceA).eq('user_id', f.ids.member),
    all: (q) => q.neq('workspace_id', NIL_UUID),
    patch: { role: 'owner' },
    insert: (f) => ({ workspace_id: f.workspaceA, user_id: f.ids.outsider, role: 'owner' }),
    expected: {
      select: [3, 3, 3, 1, 0],
      insert: [0, 0, 0, 0, 0],
      'update by id': [0, 0, 0, 0, 0],
      'update all': [0, 0, 0, 0, 0],
      'delete by id': [0, 0, 0, 0, 0],
      'delete all': [0, 0, 0, 0, 0],
    },
  },
  invitations: {
    key: ['id'],
    byId: (f) => (q) => q.eq('id', f.invitationA),
    all: (q) => q.neq('id', NIL_UUID),
    patch: { revoked_at: '2026-11-22T00:00:00Z' },
    insert: (f, actor) => ({
      workspace_id: f.workspaceA,
      email: `${actor}-guest@example.com`,
      role: 'admin',
      token_hash: 'a'.repeat(64),
    }),
    expected: {
      // A's accepted invitations (admin's, member's) count too; only the pending one is revocable.
      select: [3, 3, 0, 1, 0],
      insert: [0, 0, 0, 0, 0],
      'update by id': [1, 1, 0, 0, 0],
      'update all': [1, 1, 0, 1, 0],
      'delete by id': [0, 0, 0, 0, 0],
      'delete all': [0, 0, 0, 0, 0],
    },
  },
  profiles: {
    key: ['id'],
    byId: (f) => (q) => q.eq('id', f.ids.member),
    all: (q) => q.neq('id', NIL_UUID),
    patch: { display_name: 'Renamed' },
    insert: () => ({ id: crypto.randomUUID(), display_name: 'Ghost' }),
    expected: {
      // Each of A's people sees the three of A; the outsider sees only themself.
      select: [3, 3, 3, 1, 0],
      insert: [0, 0, 0, 0, 0],
      'update by id': [0, 0, 1, 0, 0],
      'update all': [1, 1, 1, 1, 0],
      'delete by id': [0, 0, 0, 0, 0],
      'delete all': [0, 0, 0, 0, 0],
    },
  },
  tasks: {
    key: ['id'],
    byId: (f) => (q) => q.eq('id', f.ownersTaskA),
    all: (q) => q.neq('id', NIL_UUID),
    patch: { title: 'Renamed' },
    insert: (f, actor) => ({ workspace_id: f.workspaceA, title: `By ${actor}`, position: 'a5' }),
    expected: {
      select: [2, 2, 2, 1, 0],
      insert: [1, 1, 1, 0, 0],
      'update by id': [1, 1, 1, 0, 0],
      'update all': [2, 2, 2, 1, 0],
      // The owner's task: owners and admins delete any task, a member only their own...
      'delete by id': [1, 1, 0, 0, 0],
      // ...so with no WHERE the member deletes exactly the one they created.
      'delete all': [2, 2, 1, 1, 0],
    },
  },
  activity: {
    key: ['id'],
    byId: (f) => (q) => q.eq('id', f.activityA),
    all: (q) => q.neq('id', NIL_UUID),
    patch: { data: { forged: true } },
    insert: (f) => ({ workspace_id: f.workspaceA, task_id: f.ownersTaskA, kind: 'title_changed' }),
    expected: {
      // Readable by members; written only by the triggers on tasks.
      select: [2, 2, 2, 1, 0],
      insert: [0, 0, 0, 0, 0],
      'update by id': [0, 0, 0, 0, 0],
      'update all': [0, 0, 0, 0, 0],
      'delete by id': [0, 0, 0, 0, 0],
      'delete all': [0, 0, 0, 0, 0],
    },
  },
}

const TABLE_NAMES = Object.keys(tables) as Table[]
// Children first for the delete, parents first for the insert.
// The task counters (schema private) come back too, so a restored workspace numbers on from 3;
// and the boards with their columns, which a deleted workspace takes along.
const BOARD_TABLES = ['boards', 'board_columns']
export const RESTORE_SQL = [
  ...['activity', 'tasks', 'board_columns', 'boards'].map((t) => `delete from public.${t}`),
  ...['invitations', 'workspace_members', 'workspaces', 'profiles'].map(
    (t) => `delete from public.${t}`,
  ),
  'delete from private.task_counters',
  ...['profiles', 'workspaces', 'workspace_members', 'invitations', 'boards', 'board_columns'].map(
    (t) => `insert into public.${t} select * from rls_snapshot.${t}`,
  ),
  ...['tasks', 'activity'].map((t) => `insert into public.${t} select * from rls_snapshot.${t}`),
  'insert into private.task_counters select * from rls_snapshot.task_counters',
].join('; ')

/** Copies the fixture aside (schema rls_snapshot), for RESTORE_SQL. */
export const SNAPSHOT_SQL = `create schema rls_snapshot; ${[...TABLE_NAMES, ...BOARD_TABLES].map((t) => `create table rls_snapshot.${t} as table public.${t}`).join('; ')}; create table rls_snapshot.task_counters as table private.task_counters`

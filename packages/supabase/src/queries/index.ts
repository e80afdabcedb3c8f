export { AVATARS_BUCKET, type Profile, avatarUrl, getProfile } from './profiles.js'
export {
  type Invitation,
  type Member,
  type MyWorkspace,
  type PendingInvitation,
  type Workspace,
  type WorkspaceRole,
  getWorkspaceBySlug,
  isSlugAvailable,
  listMembers,
  listMyWorkspaces,
  listPendingInvitations,
} from './workspaces.js'
export {
  type Activity,
  BOARD_TASK_COLUMNS,
  type BoardTask,
  type Task,
  type TaskAssignee,
  type TaskPriority,
  type TaskStatus,
  findTaskInWorkspace,
  getTaskByNumber,
  listBoardTasks,
  listTaskActivity,
} from './tasks.js'

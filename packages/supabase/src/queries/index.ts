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
export {
  ATTACHMENTS_BUCKET,
  ATTACHMENT_URL_LIFETIME_SECONDS,
  type Attachment,
  type Comment,
  type TaskDetail,
  type TaskPerson,
  type TimelineEntry,
  attachmentDownloadUrls,
  buildTimeline,
  getTaskDetail,
  listTaskAttachments,
  listTaskComments,
  listTaskPeople,
} from './task-detail.js'
export {
  type Board,
  type BoardColumn,
  type ChecklistItem,
  type Label,
  getBoardBySlug,
  listBoardColumns,
  listBoards,
  listChecklistItems,
  listLabels,
} from './boards.js'
export { type SearchFilters, type SearchHit, type SearchMatch, searchTasks } from './search.js'

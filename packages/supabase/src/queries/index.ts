export { AVATARS_BUCKET, type Profile, avatarUrl, getProfile } from './profiles.js'
export {
  type Invitation,
  type InvitationPreview,
  type Member,
  type MyWorkspace,
  type PendingInvitation,
  type Workspace,
  type WorkspaceRole,
  getInvitationPreview,
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
  getBoardTask,
  getTaskByNumber,
  lastPositionInColumn,
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
  type InboxNotification,
  type Notification,
  type NotificationDelivery,
  type NotificationKind,
  type NotificationPreference,
  countUnread,
  defaultDelivery,
  listInbox,
  listNotificationPreferences,
  listWatcherIds,
} from './notifications.js'
export {
  type Board,
  type BoardColumn,
  type ChecklistItem,
  type Label,
  getBoardBySlug,
  lastPositions,
  listBoardColumns,
  listBoards,
  listChecklistItems,
  listLabels,
} from './boards.js'
export {
  type BoardQuery,
  type BoardScreen,
  type ColumnCount,
  type PageCursor,
  type PagedTask,
  countBoardColumns,
  getBoardScreen,
  listBoardPage,
} from './board-pages.js'
export { type WorkspaceExport, exportTables, exportWorkspace } from './export.js'
export { type SearchFilters, type SearchHit, type SearchMatch, searchTasks } from './search.js'
export { type ImportJob, getImport, runningImport } from './imports.js'

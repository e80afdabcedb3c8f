export { type Viewer, joinBoardPresence } from './presence.js'
export { type ChannelStatus, type TaskChangeHandlers, subscribeToWorkspaceTasks } from './tasks.js'
export { type RowChange, type TaskDetailHandlers, subscribeToTaskDetail } from './task-detail.js'
export {
  type BoardStructureChange,
  type ChecklistChange,
  subscribeToChecklist,
  subscribeToWorkspaceBoards,
} from './boards.js'
export { type NotificationHandlers, subscribeToMyNotifications } from './notifications.js'

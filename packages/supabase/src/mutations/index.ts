export { updateProfile, uploadAvatar } from './profiles.js'
export {
  type IssuedInvitation,
  acceptInvitation,
  changeMemberRole,
  createInvitation,
  createWorkspace,
  deleteWorkspace,
  leaveWorkspace,
  removeMember,
  renameWorkspace,
  revokeInvitation,
  transferOwnership,
} from './workspaces.js'
export {
  type NewTask,
  type TaskScope,
  createTask,
  deleteTask,
  moveTask,
  moveTaskToBoard,
  updateTask,
} from './tasks.js'
export { addComment, deleteComment, editComment } from './comments.js'
export {
  type AttachmentUpload,
  type TaskRef,
  createAttachmentUpload,
  deleteAttachment,
  registerAttachment,
  uploadAttachment,
} from './attachments.js'
export { listObjectPaths, removeObjects, removeObjectsUnder } from './attachment-objects.js'
export { deleteAccount } from './account.js'
export {
  markNotifications,
  setNotificationDelivery,
  setWatching,
  unsubscribeFromMail,
} from './notifications.js'
export { addColumn, createBoard, deleteColumn, updateBoard, updateColumn } from './boards.js'
export { addTaskLabel, createLabel, deleteLabel, removeTaskLabel, updateLabel } from './labels.js'
export { addChecklistItem, deleteChecklistItem, updateChecklistItem } from './checklist.js'
export { type ImportTaskRow, importMemberIds, importTasks } from './import.js'
export {
  type ImportPlan,
  type ImportPlanTask,
  cancelImport,
  importStepSize,
  runImportStep,
  startTrelloImport,
} from './trello-import.js'

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
export { type NewTask, createTask, deleteTask, moveTask, updateTask } from './tasks.js'

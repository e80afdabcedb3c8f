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

export { type Viewer, joinBoardPresence } from './presence.js'
export { type ChannelStatus, type TaskChangeHandlers, subscribeToWorkspaceTasks } from './tasks.js'

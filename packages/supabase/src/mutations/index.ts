export { updateProfile, uploadAvatar } from './profiles.js'

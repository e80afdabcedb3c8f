export { AVATARS_BUCKET, type Profile, avatarUrl, getProfile } from './profiles.js'

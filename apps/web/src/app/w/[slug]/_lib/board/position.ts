export { positionBetween } from '@teamboard/supabase'

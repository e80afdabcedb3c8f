export type {
  CompositeTypes,
  Database,
  Enums,
  Json,
  Tables,
  TablesInsert,
  TablesUpdate,
} from './types/database.js'
export { Constants } from './types/database.js'
export type {
  RealtimeConnection,
  SupabaseConnection,
  TypedSupabaseClient,
} from './clients/types.js'
export type { Result } from './result.js'
export {
  POSITION_MAX_LENGTH,
  comparePositions,
  isValidPosition,
  positionBetween,
} from './position.js'
export {
  type HighlightPart,
  SEARCH_MARK_END,
  SEARCH_MARK_START,
  highlightParts,
} from './search-highlight.js'

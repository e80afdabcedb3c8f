export {
  type AppError,
  type AppErrorCode,
  appError,
  appErrorCodes,
  errorCatalogue,
  isAppErrorCode,
  unexpectedMessage,
  withCause,
} from './catalogue.js'
export { isNetworkError, toAppError, toAppErrorAsync } from './to-app-error.js'

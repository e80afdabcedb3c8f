export type Log = {
  info(message: string, ...details: unknown[]): void
  warn(message: string, ...details: unknown[]): void
  error(message: string, ...details: unknown[]): void
  debug(message: string, ...details: unknown[]): void
}

/** Console logger with a prefix; `quiet` keeps tests readable (errors still print). */
export function createLog(prefix: string, { quiet = false, debug = false } = {}): Log {
  const tag = `[${prefix}]`
  return {
    info: (message, ...details) => void (quiet || console.log(tag, message, ...details)),
    warn: (message, ...details) => console.warn(tag, message, ...details),
    error: (message, ...details) => console.error(tag, message, ...details),
    debug: (message, ...details) => void (debug && console.debug(tag, message, ...details)),
  }
}

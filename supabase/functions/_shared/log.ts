const EMAIL = /[^\s<>"'@]+@[^\s<>"'@]+/g
const BEARER = /(bearer\s+)\S+/gi

/**
 * Logs a failure without the addresses or tokens an error message may quote (an SMTP server's
 * "550 <ada@example.com>… rejected", a JWT in a header dump): function logs are kept and read.
 */
export function logFailure(context: string, error: unknown) {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  console.error(`${context}: ${text.replace(EMAIL, '[email]').replace(BEARER, '$1[token]')}`)
}

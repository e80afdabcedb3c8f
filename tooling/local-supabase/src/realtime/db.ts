/** The slice of PGlite realtime uses; any PGlite instance satisfies it. */
export interface RealtimeDb {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  exec(sql: string): Promise<unknown>
  /** Resolves to the unlisten function, as PGlite's does. */
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

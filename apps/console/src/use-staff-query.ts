import { useCallback, useEffect, useState } from 'react'
import { type StaffRequest, type StaffResult, callStaff } from './staff-api'

type Answer<T> = { key: string; result: StaffResult<T> }

// Requests in flight by key: React's development mode runs each effect twice, and every look-up
// writes an audit row, so the second run must join the first instead of asking again.
const inFlight = new Map<string, Promise<StaffResult<unknown>>>()

function ask<T>(key: string, request: StaffRequest): Promise<StaffResult<T>> {
  let pending = inFlight.get(key)
  if (!pending) {
    pending = callStaff<unknown>(request).finally(() => inFlight.delete(key))
    inFlight.set(key, pending)
  }
  return pending as Promise<StaffResult<T>>
}
type QueryState<T> = { status: 'idle' | 'loading' } | ({ status: 'done' } & StaffResult<T>)

/** Runs a lookup whenever its request changes (null: nothing to look up); `reload` after an action. */
export function useStaffQuery<T>(request: StaffRequest | null) {
  const [version, setVersion] = useState(0)
  const [answer, setAnswer] = useState<Answer<T> | null>(null)
  const key = request ? `${version}:${JSON.stringify(request)}` : null

  useEffect(() => {
    if (!key || !request) return
    let current = true
    void ask<T>(key, request).then((result) => {
      if (current) setAnswer({ key, result })
    })
    return () => {
      current = false
    }
    // The key stands for the request's content; a new object with the same content is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  const reload = useCallback(() => setVersion((v) => v + 1), [])
  const state: QueryState<T> = !key
    ? { status: 'idle' }
    : answer?.key === key
      ? { status: 'done', ...answer.result }
      : // While reloading after an action, keep showing the previous answer.
        answer && answer.key.endsWith(key.slice(key.indexOf(':')))
        ? { status: 'done', ...answer.result }
        : { status: 'loading' }
  return { state, reload }
}

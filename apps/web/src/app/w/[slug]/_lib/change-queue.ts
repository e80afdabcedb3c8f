/**
 * This tab's changes on their way to the server, for the board and the task detail alike: sent
 * one at a time in the order they were made; one that cannot reach the server waits, with
 * everything after it, and goes again when the browser is back online or, while it says it is
 * online (a dropped request, a restarting server), after a growing pause. An answer is final: a
 * refusal is never retried. Plain code, no React: `use-change-queue.ts` puts it on a page.
 */

/** What sending one change came to. `offline`: it never reached the server; try again later. */
export type SendOutcome<Answer> =
  { status: 'ok'; answer: Answer } | { status: 'refused'; message: string } | { status: 'offline' }

/** The browser's network state: `navigator.onLine` and its `online` event, by default. */
export interface Connectivity {
  isOnline(): boolean
  /** Calls `listener` whenever the browser comes back online; answers the unsubscribe. */
  onOnline(listener: () => void): () => void
}

export interface ChangeQueueOptions<Change, Answer> {
  /** One server call. A throw counts as `offline`: the server actions never throw an answer. */
  send(change: Change): Promise<SendOutcome<Answer>>
  /** The server took the change. */
  onSettled?(id: string, answer: Answer): void
  /** The server refused the change in catalogue words; it is dropped, not retried. */
  onRefused?(id: string, message: string): void
  /** The change `id` (the oldest) could not be sent; it and the ones after it wait. */
  onWaiting?(id: string): void
  /** The server answered again after the queue had waited. */
  onReachable?(): void
  connectivity?: Connectivity
  /** Pauses before each retry while online, in ms; the last one repeats. */
  retryDelays?: readonly number[]
}

export interface ChangeQueue<Change> {
  /** Queues a change and answers its id (`id` when given). */
  push(change: Change, id?: string): string
  /** The changes not answered yet, oldest first. */
  pending(): readonly { id: string; change: Change }[]
  /** Whether the oldest change is waiting for the network. */
  waiting(): boolean
  /** Stops retrying and listening; queued changes are forgotten. */
  dispose(): void
  /**
   * Sends what is still queued, retrying as before, then disposes: the screen that made the
   * changes has gone (a closed task), the changes have not.
   */
  drain(): void
}

const defaultRetryDelays = [1_000, 2_000, 5_000, 10_000, 30_000] as const

const browserConnectivity: Connectivity = {
  isOnline: () => navigator.onLine,
  onOnline(listener) {
    window.addEventListener('online', listener)
    return () => window.removeEventListener('online', listener)
  },
}

export function createChangeQueue<Change, Answer>(
  options: ChangeQueueOptions<Change, Answer>,
): ChangeQueue<Change> {
  const connectivity = options.connectivity ?? browserConnectivity
  const delays = options.retryDelays ?? defaultRetryDelays
  let queue: { id: string; change: Change }[] = []
  let sending = false
  let isWaiting = false
  let failures = 0
  let retry: ReturnType<typeof setTimeout> | undefined
  let disposed = false
  let draining = false

  function wait(id: string): void {
    isWaiting = true
    options.onWaiting?.(id)
    if (!connectivity.isOnline()) return
    retry = setTimeout(
      () => {
        retry = undefined
        void flush()
      },
      delays[Math.min(failures, delays.length - 1)],
    )
    failures += 1
  }

  function answered(): void {
    failures = 0
    if (!isWaiting) return
    isWaiting = false
    options.onReachable?.()
  }

  async function flush(): Promise<void> {
    if (sending || disposed || retry) return
    sending = true
    try {
      // The oldest change is the one in flight; it leaves the queue only once answered.
      for (let next = queue[0]; next && !disposed; next = queue[0]) {
        const outcome = connectivity.isOnline()
          ? await options
              .send(next.change)
              .catch((): SendOutcome<Answer> => ({ status: 'offline' }))
          : ({ status: 'offline' } as const)
        if (disposed) return
        if (outcome.status === 'offline') return wait(next.id)
        const { id } = next
        queue = queue.filter((entry) => entry.id !== id)
        answered()
        if (outcome.status === 'ok') options.onSettled?.(id, outcome.answer)
        else options.onRefused?.(id, outcome.message)
      }
    } finally {
      sending = false
    }
    if (draining && queue.length === 0) dispose()
  }

  function dispose(): void {
    disposed = true
    clearTimeout(retry)
    stopListening()
    queue = []
  }

  const stopListening = connectivity.onOnline(() => {
    clearTimeout(retry)
    retry = undefined
    failures = 0
    void flush()
  })

  return {
    push(change, id = crypto.randomUUID()) {
      queue.push({ id, change })
      void flush()
      return id
    },
    pending: () => queue,
    waiting: () => isWaiting,
    dispose,
    drain() {
      draining = true
      if (queue.length === 0) dispose()
    },
  }
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Connectivity, type SendOutcome, createChangeQueue } from './change-queue'

/** A network the test can cut and restore, with the browser's `online` event. */
function network(): Connectivity & { up: boolean; restore(): void } {
  const listeners = new Set<() => void>()
  return {
    up: true,
    isOnline() {
      return this.up
    },
    onOnline(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    restore() {
      this.up = true
      for (const listener of listeners) listener()
    },
  }
}

/**
 * The send boundary: a server that keeps what reaches it, answers each call when the test says
 * so, and is unreachable while the network is down or `failing` says so.
 */
function server(net: { up: boolean }) {
  const saved: string[] = []
  const inFlight: { change: string; answer: (outcome: SendOutcome<string>) => void }[] = []
  const state = { failing: 0, refuse: new Set<string>(), autoAnswer: true }
  async function send(change: string): Promise<SendOutcome<string>> {
    if (!net.up || state.failing > 0) {
      state.failing = Math.max(0, state.failing - 1)
      throw new TypeError('Failed to fetch')
    }
    if (state.refuse.has(change)) return { status: 'refused', message: `No: ${change}` }
    if (state.autoAnswer) {
      saved.push(change)
      return { status: 'ok', answer: `saved ${change}` }
    }
    return new Promise((resolve) =>
      inFlight.push({
        change,
        answer: (outcome) => {
          if (outcome.status === 'ok') saved.push(change)
          resolve(outcome)
        },
      }),
    )
  }
  return { saved, inFlight, state, send }
}

function setup(options: { retryDelays?: number[] } = {}) {
  const net = network()
  const backend = server(net)
  const seen = { settled: [] as string[], refused: [] as string[], waiting: 0, reachable: 0 }
  const queue = createChangeQueue<string, string>({
    send: backend.send,
    connectivity: net,
    retryDelays: options.retryDelays ?? [1_000, 5_000],
    onSettled: (_id, answer) => seen.settled.push(answer),
    onRefused: (_id, message) => seen.refused.push(message),
    onWaiting: () => (seen.waiting += 1),
    onReachable: () => (seen.reachable += 1),
  })
  return { net, backend, seen, queue }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('change queue', () => {
  it('sends changes one at a time, in the order they were made', async () => {
    const { backend, queue, seen } = setup()
    backend.state.autoAnswer = false
    queue.push('title')
    queue.push('move')
    queue.push('delete')
    await vi.advanceTimersByTimeAsync(0)
    // The second waits for the first's answer, even when the first is slow.
    expect(backend.inFlight.map((call) => call.change)).toEqual(['title'])
    for (let i = 0; i < 3; i++) {
      backend.inFlight.shift()?.answer({ status: 'ok', answer: `saved ${i}` })
      await vi.advanceTimersByTimeAsync(0)
    }
    expect(backend.saved).toEqual(['title', 'move', 'delete'])
    expect(seen.settled).toEqual(['saved 0', 'saved 1', 'saved 2'])
    expect(queue.pending()).toEqual([])
  })

  it('keeps changes made offline, says it waits, and sends them in order on reconnect', async () => {
    const { net, backend, queue, seen } = setup()
    net.up = false
    queue.push('first')
    queue.push('second')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(backend.saved).toEqual([])
    expect(queue.waiting()).toBe(true)
    expect(seen.waiting).toBeGreaterThan(0)
    expect(queue.pending().map((entry) => entry.change)).toEqual(['first', 'second'])

    net.restore()
    await vi.advanceTimersByTimeAsync(0)
    expect(backend.saved).toEqual(['first', 'second'])
    expect(queue.waiting()).toBe(false)
    expect(seen.reachable).toBe(1)
  })

  it('retries a change that did not reach the server while online, after a growing pause', async () => {
    const { backend, queue } = setup({ retryDelays: [1_000, 5_000] })
    backend.state.failing = 2
    queue.push('edit')
    await vi.advanceTimersByTimeAsync(0)
    expect(queue.waiting()).toBe(true)
    await vi.advanceTimersByTimeAsync(1_000)
    // Second attempt failed too: the next waits longer.
    expect(backend.saved).toEqual([])
    await vi.advanceTimersByTimeAsync(4_000)
    expect(backend.saved).toEqual([])
    await vi.advanceTimersByTimeAsync(1_000)
    expect(backend.saved).toEqual(['edit'])
    expect(queue.waiting()).toBe(false)
  })

  it('a change made during the pause goes after the one that waits', async () => {
    const { backend, queue } = setup()
    backend.state.failing = 1
    queue.push('older')
    await vi.advanceTimersByTimeAsync(0)
    queue.push('newer')
    await vi.advanceTimersByTimeAsync(0)
    expect(backend.saved).toEqual([])
    await vi.advanceTimersByTimeAsync(1_000)
    expect(backend.saved).toEqual(['older', 'newer'])
  })

  it('does not retry a refusal, reports it, and goes on with the next change', async () => {
    const { backend, queue, seen } = setup()
    backend.state.refuse.add('forbidden')
    queue.push('forbidden')
    queue.push('allowed')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(seen.refused).toEqual(['No: forbidden'])
    expect(backend.saved).toEqual(['allowed'])
    expect(queue.pending()).toEqual([])
  })

  it('once disposed, sends nothing more', async () => {
    const { net, backend, queue } = setup()
    net.up = false
    queue.push('left behind')
    await vi.advanceTimersByTimeAsync(0)
    queue.dispose()
    net.restore()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(backend.saved).toEqual([])
  })

  it('drained, still sends what was queued, through a dropped network, then nothing more', async () => {
    const { net, backend, queue } = setup()
    net.up = false
    queue.push('assign to me')
    await vi.advanceTimersByTimeAsync(0)
    queue.drain()
    net.restore()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(backend.saved).toEqual(['assign to me'])
    expect(queue.pending()).toEqual([])
    queue.push('after the end')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(backend.saved).toEqual(['assign to me'])
  })
})

/** Runs `run` once the browser is idle (within 5 s), or on the next task where it can't say. */
export function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5_000 })
  else setTimeout(run, 0)
}

import type { BrowserContext, Page } from '@playwright/test'

/**
 * Counts what React renders in a production build, where `<Profiler>` reports nothing: a page
 * script stands in for React DevTools' global hook, which react-dom calls after every commit in
 * every build (`onCommitFiberRoot`, the call the DevTools Profiler reads). A component rendered
 * in a commit when it mounted or carries React's PerformedWork flag (what DevTools checks, as a
 * memo bail-out does not set it); subtrees whose child list React left untouched are skipped, as
 * DevTools does. A card is the component whose first host element is the board's
 * `<article data-testid="task-card">` (task-card.tsx), so any build of the board is counted alike.
 */
export interface RenderCounts {
  commits: number
  /** Task cards that rendered. */
  cards: number
  /** Function components of any kind that rendered (cards included). */
  components: number
}

declare global {
  interface Window {
    __renders?: RenderCounts
  }
}

function installHook(): void {
  // React's work tags (react-reconciler ReactWorkTags) and flags (ReactFiberFlags).
  const functionTags = new Set([0, 11, 14, 15])
  const hostComponent = 5
  const performedWork = 1
  interface Fiber {
    tag: number
    type: unknown
    flags: number
    child: Fiber | null
    sibling: Fiber | null
    alternate: Fiber | null
    memoizedProps: Record<string, unknown> | null
  }
  const counts: RenderCounts = { commits: 0, cards: 0, components: 0 }
  window.__renders = counts
  const isCard = (fiber: Fiber) => {
    const host = fiber.child
    return (
      host?.tag === hostComponent &&
      host.type === 'article' &&
      host.memoizedProps?.['data-testid'] === 'task-card'
    )
  }
  function visit(next: Fiber, prev: Fiber | null): void {
    if (functionTags.has(next.tag) && (prev === null || next.flags & performedWork)) {
      counts.components++
      if (isCard(next)) counts.cards++
    }
    if (prev !== null && next.child === prev.child) return
    for (let child = next.child; child; child = child.sibling)
      visit(child, prev === null ? null : child.alternate)
  }
  let id = 0
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      supportsFiber: true,
      renderers: new Map(),
      inject() {
        return ++id
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot(_renderer: number, root: { current: Fiber }) {
        counts.commits++
        const current = root.current
        visit(current, current.alternate)
      },
    },
  })
}

/** Installs the counter in every page `context` opens from now on. */
export async function countRenders(context: BrowserContext): Promise<void> {
  await context.addInitScript(installHook)
}

/** Starts counting afresh. */
export async function resetRenders(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (window.__renders) Object.assign(window.__renders, { commits: 0, cards: 0, components: 0 })
  })
}

/** What rendered since the last reset, once the page has been idle (effects' commits included). */
export async function readRenders(page: Page): Promise<RenderCounts> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 }))
    return { ...(window.__renders ?? { commits: NaN, cards: NaN, components: NaN }) }
  })
}

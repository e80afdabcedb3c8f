// Temporary probe (not committed): CPU profile of a cold board load, self time by function.
import { readFileSync, writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { E2E_BASE_URL } from '../e2e/env.ts'
import { signInTo } from '../e2e/workspace-helpers.ts'
import { benchEnv } from './env.ts'
import { seedBoard } from './seed.ts'
import { serve } from './serve.ts'

const { chromiumPath } = benchEnv()
const server = await serve()
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
interface Node {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  hitCount?: number
  children?: number[]
}
try {
  const board = await seedBoard(100)
  const ctx = await browser.newContext({ baseURL: E2E_BASE_URL })
  await signInTo(await ctx.newPage(), board.owner.email, `/w/${board.slug}`)
  const state = await ctx.storageState()
  const self = new Map<string, number>()
  let total = 0
  for (let i = 0; i < 3; i++) {
    const c = await browser.newContext({
      baseURL: E2E_BASE_URL,
      storageState: state,
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 2.625,
      isMobile: true,
      hasTouch: true,
    })
    const page = await c.newPage()
    const cdp = await c.newCDPSession(page)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await cdp.send('Profiler.start')
    await page.goto(`/w/${board.slug}`, { waitUntil: 'load' })
    await page.waitForTimeout(2500)
    const { profile } = (await cdp.send('Profiler.stop')) as {
      profile: { nodes: Node[]; samples: number[]; timeDeltas: number[] }
    }
    const byId = new Map(profile.nodes.map((n) => [n.id, n]))
    profile.samples.forEach((id, k) => {
      const n = byId.get(id)!
      const f = n.callFrame
      const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`
      const dt = profile.timeDeltas[k] ?? 0
      self.set(key, (self.get(key) ?? 0) + dt)
      total += dt
    })
    await c.close()
  }
  const rows = [...self].sort((a, b) => b[1] - a[1]).slice(0, 45)
  const out = rows.map(([k, us]) => `${(us / 3000).toFixed(1).padStart(7)} ms  ${k}`).join('\n')
  writeFileSync('/tmp/probe/profile.txt', out)
  console.log(out)
  console.log('total ms per load', (total / 3000).toFixed(0))
  void readFileSync
} finally {
  await browser.close()
  await server.stop()
}

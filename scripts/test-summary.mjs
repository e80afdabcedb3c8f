// Reads a turbo test log on stdin and prints one closing line, "N passed, N failed, N skipped",
// summed over every vitest and Playwright run in it (turbo replays cached logs, so hits count too).
import { createInterface } from 'node:readline'

const totals = { passed: 0, failed: 0, skipped: 0 }
const vitest = /\bTests\s+(.+?)\s+\(\d+\)/
const playwright = /^\s*(\d+) (passed|failed|skipped|flaky|did not run)\b/
const count = (text, word) => Number(new RegExp(`(\\d+) ${word}`).exec(text)?.[1] ?? 0)

for await (const raw of createInterface({ input: process.stdin })) {
  // turbo prefixes each line with "pkg:task: "; ANSI colours may remain.
  const line = raw.replace(/\x1b\[[0-9;]*m/g, '').replace(/^[^\s]+:[^\s]+: /, '')
  const v = vitest.exec(line)
  if (v) {
    totals.passed += count(v[1], 'passed')
    totals.failed += count(v[1], 'failed')
    totals.skipped += count(v[1], 'skipped') + count(v[1], 'todo')
    continue
  }
  const p = playwright.exec(line)
  if (p) {
    const n = Number(p[1])
    if (p[2] === 'passed' || p[2] === 'flaky') totals.passed += n
    else if (p[2] === 'failed') totals.failed += n
    else totals.skipped += n
  }
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)

// Reads a turbo test log on stdin and prints "N passed, N failed, N skipped", summed over every
// vitest and Playwright run in it (turbo replays cached logs, so hits count too), then each
// failed test with its first error line. CI prints this last, so a run's tail names what failed.
import { createInterface } from 'node:readline'

const totals = { passed: 0, failed: 0, skipped: 0 }
const vitest = /\bTests\s+(.+?)\s+\(\d+\)/
const playwright = /^\s*(\d+) (passed|failed|skipped|flaky|did not run)\b/
const count = (text, word) => Number(new RegExp(`(\\d+) ${word}`).exec(text)?.[1] ?? 0)

// A failure's heading: vitest's "FAIL  file > test", Playwright's "1) [project] › file:1:1 › test ───".
const failHeading = [/^\s*FAIL\s+(.+?)\s*$/, /^\s*\d+\) (?:\[[^\]]+\] › )?(.+? › .+?)\s*─*\s*$/]
const errorLine = /^\s*(?:\w*Error\b|expect\(|Timed out|Test timeout)/
const atLine = /^\s*at .*?([\w.-]+\.(?:spec|test)\.[cm]?[jt]sx?:\d+)/
const failures = new Map()
let current = null
let located = null

for await (const raw of createInterface({ input: process.stdin })) {
  // turbo prefixes each line with "pkg:task: "; ANSI colours may remain.
  const line = raw.replace(/\x1b\[[0-9;]*m/g, '').replace(/^[^\s]+:[^\s]+: /, '')
  const heading = failHeading.map((pattern) => pattern.exec(line)?.[1]).find(Boolean)
  if (heading) {
    current = heading
    located = heading
    if (!failures.has(heading)) failures.set(heading, [])
    continue
  }
  const at = located && atLine.exec(line)
  if (at) {
    failures.get(located).push(`at ${at[1]}`)
    located = null
  }
  if (current && errorLine.test(line)) {
    // A timeout names the step it stopped on in the next error line.
    failures.get(current).push(line.trim().slice(0, 300))
    if (!/^(Test timeout|Timed out)/.test(line.trim())) current = null
  }
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
for (const [test, errors] of failures) console.log([`  ✘ ${test}`, ...errors].join('\n      '))

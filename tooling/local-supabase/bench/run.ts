/**
 * `pnpm bench`: every benchmark of the local backend, one after another, printed as a table and
 * as JSON. Benchmarks owned by the realtime and functions modules are run when present.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { formatRestBench, runRestBench } from './rest.ts'

const rest = await runRestBench()
console.log(formatRestBench(rest))
const results: unknown[] = [rest]

const optional: [file: string, run: string][] = [
  ['./realtime.ts', 'runRealtimeBench'],
  ['./functions.ts', 'runFunctionsBench'],
  ['./functions-npm.ts', 'runFunctionsNpmBench'],
]
for (const [file, run] of optional) {
  const url = new URL(file, import.meta.url)
  if (!existsSync(fileURLToPath(url))) continue
  const mod = (await import(url.href)) as Record<string, () => Promise<unknown>>
  const result = await mod[run]?.()
  console.log(`\n${file}:`, JSON.stringify(result, null, 2))
  results.push(result)
}
console.log(`\n${JSON.stringify(results)}`)

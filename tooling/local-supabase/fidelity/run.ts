/**
 * `pnpm --filter @teamboard/local-supabase test:fidelity`: postgrest-js's own test suite, at the
 * upstream tag matching the installed client, against this backend with that suite's schema and
 * seed as the migrations. A measurement, not a gate (not part of `./run test`): it prints passed
 * and failed tests, the failures grouped by their known cause (fidelity/causes.ts).
 */
import { spawn } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startLocalSupabase } from '../src/index.ts'
import { adaptSchema, ADAPTATIONS } from './adapt.ts'
import { causeOf } from './causes.ts'
import { childEnv, fidelityEnv } from './env.ts'
import { fetchPostgrestTests, installedRef } from './source.ts'

type Assertion = { fullName: string; status: string; failureMessages: string[] }
type JsonReport = { testResults: { name: string; assertionResults: Assertion[] }[] }

const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url))
const ref = fidelityEnv.ref ?? installedRef()
console.log(
  `postgrest-js tests at ${ref} from ${fidelityEnv.source ?? 'github.com/supabase/supabase-js'}`,
)
const packageDir = await fetchPostgrestTests(ref, fidelityEnv.source)
const schema = await adaptSchema(packageDir)
console.log(`adaptations:\n${ADAPTATIONS.map((a) => `  - ${a}`).join('\n')}`)

const backend = await startLocalSupabase({
  ...schema,
  port: fidelityEnv.port,
  realtime: false,
  functions: false,
  quiet: true,
})
const reportPath = path.join(packageDir, '.fidelity', 'report.json')
const configPath = path.join(packageDir, '.fidelity', 'vitest.config.mjs')
// Upstream's jest runs the files one at a time in alphabetical order (test/testSequencer.js); vitest's
// default order (failed files first, then slowest) would change which rows earlier files left.
await writeFile(
  configPath,
  `import { BaseSequencer } from 'vitest/node'
class UpstreamOrder extends BaseSequencer {
  async sort(files) {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId))
  }
}
const config = ${JSON.stringify({
    test: {
      root: packageDir,
      include: ['test/**/*.test.ts'],
      // test/v12 runs against a PostgREST 12 container of its own.
      exclude: ['test/v12/**', '**/node_modules/**'],
      globals: true,
      setupFiles: [fileURLToPath(new URL('./setup.ts', import.meta.url))],
      testTimeout: 30_000,
      fileParallelism: false,
      reporters: ['dot', 'json'],
      outputFile: { json: reportPath },
    },
  })}
config.test.sequence = { sequencer: UpstreamOrder }
export default config
`,
)
try {
  await new Promise<void>((resolve) => {
    const child = spawn(
      path.join(PACKAGE_ROOT, 'node_modules/.bin/vitest'),
      ['run', '--config', configPath, '--root', packageDir],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: childEnv(backend),
      },
    )
    child.on('exit', () => resolve())
  })
} finally {
  await backend.stop()
}

const report = JSON.parse(await readFile(reportPath, 'utf8')) as JsonReport
const tests = report.testResults.flatMap((file) =>
  file.assertionResults.map((a) => ({ ...a, file: path.relative(packageDir, file.name) })),
)
const passed = tests.filter((t) => t.status === 'passed')
const failed = tests.filter((t) => t.status === 'failed')
const byCause = new Map<string, typeof failed>()
for (const test of failed) {
  const cause = causeOf(test.file, test.fullName)
  byCause.set(cause, [...(byCause.get(cause) ?? []), test])
}
console.log(
  `\n${passed.length} of ${tests.length} postgrest-js tests pass (${failed.length} fail, ${tests.length - passed.length - failed.length} other)`,
)
for (const [cause, list] of [...byCause].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`\n${list.length} × ${cause}`)
  for (const test of list) {
    const first = test.failureMessages[0]?.split('\n').find((line) => line.trim()) ?? ''
    console.log(`    ${test.file} › ${test.fullName}\n        ${first.slice(0, 160)}`)
  }
}

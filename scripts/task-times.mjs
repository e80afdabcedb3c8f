// Prints where a `pnpm test` run spent its time, from the summaries turbo wrote with --summarize
// (paths as arguments): every task with its start and length in seconds from the first task's
// start, longest first, then each turbo run's own span. scripts/test.sh prints it last, so every
// CI log shows which suite to cut next (docs/decisions/test-lanes.md).
import { readFileSync } from 'node:fs'

const runs = process.argv.slice(2).map((file) => JSON.parse(readFileSync(file, 'utf8')))
if (runs.length === 0) process.exit(0)
const origin = Math.min(...runs.map((run) => run.execution.startTime))
const seconds = (ms) => (ms / 1000).toFixed(0).padStart(5)

const tasks = runs
  .flatMap((run) => run.tasks)
  .filter((task) => task.execution?.startTime)
  .map(({ taskId, cache, execution: { startTime, endTime, exitCode } }) => ({
    taskId,
    start: startTime - origin,
    length: endTime - startTime,
    note: [cache?.status === 'HIT' ? 'cached' : '', exitCode ? `exit ${exitCode}` : '']
      .filter(Boolean)
      .join(', '),
  }))
  .sort((a, b) => b.length - a.length)

console.log('\ntask times (s): start, length, task')
for (const task of tasks) {
  console.log(
    `${seconds(task.start)} ${seconds(task.length)}  ${task.taskId} ${task.note}`.trimEnd(),
  )
}
for (const run of runs) {
  const { command, startTime, endTime } = run.execution
  console.log(`${seconds(startTime - origin)} ${seconds(endTime - startTime)}  ${command}`)
}

/**
 * `pnpm bench` (package @teamboard/database): a Trello import of 5 000 cards, each with comments
 * and a checklist, on the local backend, driven as the app drives it (supabase-js → REST →
 * public.start_trello_import, then public.run_import_step until done, signed in as the owner).
 * Reports the total time (goal: under 30 s on two cores) and the longest gap between two
 * progress updates (goal: at most 1 s). The parse of the export in the upload handler is not in
 * it. `BENCH_IMPORT_CARDS` shrinks it for a quick look.
 */
import { loadavg } from 'node:os'
import { startLocalSupabase } from '@teamboard/local-supabase'
import { createSignedInUser, uniqueEmail } from '@teamboard/local-supabase/testing'
import type { Database } from '@teamboard/supabase'
import { createWorkspace, runImportStep, startTrelloImport } from '@teamboard/supabase/mutations'
import {
  importPlan,
  PLAN_CHECKLIST_PER_CARD as CHECKLIST_PER_CARD,
  PLAN_COMMENTS_PER_CARD as COMMENTS_PER_CARD,
} from '../tests/support/import-plan.ts'
import { IMPORT_CARDS as CARDS } from './env.ts'

const backend = await startLocalSupabase({
  seed: false,
  realtime: false,
  functions: false,
  quiet: true,
})
try {
  const owner = await createSignedInUser<Database>(backend, {
    email: uniqueEmail('Bench Owner'),
    displayName: 'Bench Owner',
  })
  const workspace = await createWorkspace(owner.client, { name: 'Bench', slug: 'bench-import' })
  if (workspace.error) throw new Error('creating the workspace failed')
  const plan = importPlan(CARDS, owner.id)

  const started = performance.now()
  // The embedded backend runs in this process: its CPU time, beside the wall time, shows how
  // much of a slow run was waiting for a busy machine.
  const cpuBefore = process.cpuUsage()
  const job = await startTrelloImport(owner.client, workspace.data.id, plan)
  if (job.error) throw new Error(`start failed: ${job.error.code}`)
  const gaps: number[] = []
  let last = performance.now()
  const startSeconds = (last - started) / 1000
  for (;;) {
    const step = await runImportStep(owner.client, job.data.import.id)
    if (step.error) throw new Error(`step failed: ${step.error.code}`)
    const now = performance.now()
    gaps.push(now - last)
    last = now
    if (step.data.status !== 'running') {
      if (step.data.status !== 'completed')
        throw new Error(`import ${step.data.status}: ${step.data.error}`)
      break
    }
  }
  const total = (last - started) / 1000
  const cpu = process.cpuUsage(cpuBefore)
  const cpuSeconds = (cpu.user + cpu.system) / 1e6
  const [counts] = await backend.sql<{ tasks: number; comments: number; items: number }>(
    `select (select count(*)::int from public.tasks where workspace_id = $1) as tasks,
            (select count(*)::int from public.comments where workspace_id = $1) as comments,
            (select count(*)::int from public.checklist_items where workspace_id = $1) as items`,
    [workspace.data.id],
  )
  const sorted = [...gaps].sort((a, b) => a - b)
  console.log(
    `trello import: ${CARDS} cards, ${COMMENTS_PER_CARD} comments and ${CHECKLIST_PER_CARD} checklist items each, at the API (supabase-js, signed in)`,
  )
  console.table({
    'total (s)': { value: Math.round(total * 10) / 10, goal: '< 30' },
    'CPU time of this process (s)': { value: Math.round(cpuSeconds * 10) / 10, goal: '' },
    'start: board, columns, labels, plan stored (s)': {
      value: Math.round(startSeconds * 10) / 10,
      goal: '',
    },
    steps: { value: gaps.length, goal: '' },
    'progress gap p50 (ms)': {
      value: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
      goal: '',
    },
    'progress gap p95 (ms)': {
      value: Math.round(sorted[Math.floor(sorted.length * 0.95)] ?? 0),
      goal: '',
    },
    'progress gap max (ms)': { value: Math.round(sorted.at(-1) ?? 0), goal: '<= 1000' },
    // The machine may be shared: a load far above the cores stretches the wall time, not the CPU.
    'load average at the end (1 min)': { value: loadavg()[0]!.toFixed(1), goal: '' },
    'rows written (tasks / comments / checklist items)': {
      value: `${counts!.tasks} / ${counts!.comments} / ${counts!.items}`,
      goal: '',
    },
  })
} finally {
  await backend.stop()
}

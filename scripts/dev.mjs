// `pnpm dev` / `./run dev`: turbo's dev tasks, ended quietly by Ctrl+C. The terminal sends SIGINT
// to the whole process group, so turbo and every task get it themselves; this script only waits.
// pnpm prints "ELIFECYCLE Command failed" for every script that a signal ended (one per task, and
// one for this script): the tasks' pnpm runs get a silent reporter, and this script exits 0 after
// an interrupt, so a stop no longer reads like a crash. A task that fails on its own still makes
// turbo say so, and this script exit with turbo's code.
import { spawn } from 'node:child_process'

const turbo = spawn('turbo', ['run', 'dev', 'spotlight', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, npm_config_reporter: 'silent' },
})
let interrupted = false
process.on('SIGINT', () => {
  interrupted = true
})
// A SIGTERM comes to this process alone (a service manager, `kill`): pass it on.
process.on('SIGTERM', () => {
  interrupted = true
  turbo.kill('SIGTERM')
})
turbo.on('exit', (code) => process.exit(interrupted ? 0 : (code ?? 1)))

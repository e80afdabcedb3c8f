import { spawnSync } from 'node:child_process'
import './ports.ts'

// apps/web's e2e build, made with this run's ports and build directory (e2e/ports.ts); through
// pnpm, so apps/web's own binaries (next) are on the PATH.
const result = spawnSync('pnpm', ['exec', 'node', 'e2e/build.ts'], {
  cwd: new URL('../../web/', import.meta.url),
  stdio: 'inherit',
  env: process.env,
})
process.exit(result.status ?? 1)

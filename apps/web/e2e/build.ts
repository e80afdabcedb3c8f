import { spawnSync } from 'node:child_process'
import { productionEnv } from './env.ts'

/**
 * Production build for the e2e run, with the e2e environment inlined. The shell's variables are
 * left out and the ones set here win over any .env file, so a developer's setup cannot leak in.
 */
const result = spawnSync('next', ['build'], { stdio: 'inherit', env: productionEnv() })
process.exit(result.status ?? 1)

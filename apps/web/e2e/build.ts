import { spawnSync } from 'node:child_process'
import { e2eEnv } from './e2e-env.ts'

/**
 * Production build for the e2e run, with the e2e environment inlined. The shell's variables are
 * left out and the ones set here win over any .env file, so a developer's setup cannot leak in.
 */
const env = e2eEnv()
const result = spawnSync('next', ['build'], {
  stdio: 'inherit',
  env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...env },
})
process.exit(result.status ?? 1)

import { spawn } from 'node:child_process'
import { e2eEnv } from '/work/main/apps/web/e2e/e2e-env.ts'
import { startCaptureServer } from '@teamboard/telemetry/testing'
const capture = await startCaptureServer({ port: 54399 })
const env = { ...(await e2eEnv()), SENTRY_DSN: '', NEXT_PUBLIC_SENTRY_DSN: '' }
const child = spawn(process.execPath, ['--trace-warnings', 'node_modules/next/dist/bin/next', 'start', '--port', '3198', '--hostname', '127.0.0.1'], { env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...env }, stdio: ['ignore', 'inherit', 'inherit'] })
await new Promise((r) => setTimeout(r, 6000))
const body = '{"event_id":"0123456789abcdef0123456789abcdef"}\n{"type":"event"}\n{"message":"x"}\n'
for (let i = 0; i < 3; i++) { const r = await fetch('http://127.0.0.1:3198/monitoring?o=4242&p=4242', { method: 'POST', body }); console.log('status', r.status) }
console.log('captured', capture.envelopes.length)
child.kill(); await capture.close()

// Imports the built entries the way another internal app would: plain Node ESM, no bundler.
// `./client` and `./edge` need a bundler's browser/edge conditions to be meaningful, so only
// their shape is checked; `.`, `./server` and `./testing` are imported and exercised.
import { readFileSync } from 'node:fs'

const entries = {
  '@teamboard/telemetry': [
    'scrubString',
    'scrubValue',
    'scrubEvent',
    'setTelemetryUser',
    'readServerTelemetryEnv',
  ],
  '@teamboard/telemetry/server': ['initTelemetryServer', 'captureRequestError'],
  '@teamboard/telemetry/testing': ['startCaptureServer', 'parseEnvelope'],
}

for (const [specifier, names] of Object.entries(entries)) {
  const mod = await import(specifier)
  for (const name of names) {
    if (typeof mod[name] !== 'function')
      throw new Error(`${specifier} does not export function ${name}`)
  }
  console.log(`ok  ${specifier}`)
}

const { initTelemetryServer } = await import('@teamboard/telemetry/server')
delete process.env.SENTRY_DSN
delete process.env.NEXT_PUBLIC_SENTRY_DSN
if (initTelemetryServer() !== undefined)
  throw new Error('initTelemetryServer started Sentry without a DSN')
console.log('ok  initTelemetryServer() without a DSN stays off and does not throw')

const client = readFileSync(new URL('../dist/client.js', import.meta.url), 'utf8')
if (!/^["']use client["'];?\n/.test(client))
  throw new Error('dist/client.js lost its "use client" directive')
console.log('ok  "use client" is the first line of dist/client.js')

for (const file of ['index.js', 'server.js', 'edge.js']) {
  const text = readFileSync(new URL(`../dist/${file}`, import.meta.url), 'utf8')
  if (/["']use client["']/.test(text)) throw new Error(`dist/${file} carries "use client"`)
}
console.log('ok  no "use client" outside dist/client.js')

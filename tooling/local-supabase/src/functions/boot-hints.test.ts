import { describe, expect, it } from 'vitest'
import { bootHint } from './boot-hints.ts'

describe('bootHint', () => {
  it('tells where to install an npm package the function imports but nobody installed', () => {
    const hint = bootHint([
      "error: Could not find a matching package for 'npm:left-pad@1.3.0' in the node_modules directory. Ensure you have all your JSR and npm dependencies listed in your deno.json or package.json, then run `deno install`.",
      '    at file:///repo/supabase/functions/pad/index.ts:1:21',
    ])
    expect(hint).toMatch(
      /^npm:left-pad@1\.3\.0 is not installed: add it to .*supabase\/package\.json/,
    )
    expect(hint).toContain('run pnpm install')
  })

  it('names the download and the CA variables when a TLS-inspecting network rejects it', () => {
    const hint = bootHint([
      'Download https://registry.npmjs.org/zod',
      'error: invalid peer certificate: UnknownIssuer',
    ])
    expect(hint).toBe(
      "could not download https://registry.npmjs.org/zod: the TLS certificate was not trusted; set NODE_EXTRA_CA_CERTS (or DENO_CERT) to your network's CA bundle, or run pnpm install so nothing needs downloading",
    )
  })

  it('says serving never downloads when a remote import is not cached', () => {
    const hint = bootHint([
      'error: Specifier not found in cache: "jsr:@std/path@1", --cached-only is specified.',
    ])
    expect(hint).toMatch(
      /^jsr:@std\/path@1 would have to be downloaded, and serving never downloads/,
    )
  })

  it('points at the proxy settings when the network is unreachable', () => {
    const hint = bootHint([
      'Download https://registry.npmjs.org/nodemailer',
      'error: error sending request for url (https://registry.npmjs.org/nodemailer): client error (Connect): tcp connect error: Connection refused (os error 111)',
    ])
    expect(hint).toMatch(
      /^could not download https:\/\/registry\.npmjs\.org\/nodemailer: no network/,
    )
  })

  it('adds nothing to a failure that is the function’s own', () => {
    expect(bootHint(['error: Uncaught (in promise) Error: boom'])).toBeUndefined()
  })
})

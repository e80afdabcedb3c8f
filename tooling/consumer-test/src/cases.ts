import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { run, type Outcome } from './exec.ts'
import { treeIsValid } from './apps.ts'
import type { Packed } from './pack.ts'

function emptyApp(dir: string): void {
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify({ name: `consumer-${path.basename(dir)}`, private: true }, null, 2)}\n`,
  )
}

function tarballOf(packed: Packed[], name: string): string {
  const found = packed.find((p) => p.name === name)
  if (!found) throw new Error(`${name} was not packed`)
  return found.tarball
}

/** The command a consumer reported, verbatim: an app one patch behind the repo's supabase-js. */
export async function onePatchBehind(
  dir: string,
  packed: Packed[],
  npmArgs: string[],
): Promise<Outcome & { passed: boolean }> {
  emptyApp(dir)
  const install = run(
    'npm',
    [
      'install',
      tarballOf(packed, '@teamboard/supabase'),
      tarballOf(packed, '@teamboard/auth'),
      '@supabase/supabase-js@2.118.0',
      ...npmArgs,
    ],
    { cwd: dir },
  )
  const outcome = await treeIsValid(await install, dir)
  return { ...outcome, passed: outcome.code === 0 && !/ERESOLVE/.test(outcome.output) }
}

/**
 * React 18 is outside @teamboard/auth's range: npm must refuse with its ordinary peer
 * conflict report, naming the range the library supports (and nothing may be installed).
 */
export async function unsupportedReact(
  dir: string,
  packed: Packed[],
  npmArgs: string[],
  reactRange: string,
): Promise<Outcome & { passed: boolean; excerpt: string }> {
  emptyApp(dir)
  const outcome = await run(
    'npm',
    [
      'install',
      tarballOf(packed, '@teamboard/supabase'),
      tarballOf(packed, '@teamboard/auth'),
      'react@18.3.1',
      'react-dom@18.3.1',
      ...npmArgs,
    ],
    { cwd: dir },
  )
  const names = `peer react@"${reactRange}" from @teamboard/auth@`
  const excerpt = outcome.output
    .split('\n')
    .filter((line) =>
      /ERESOLVE|Found: react@|peer react@|Could not resolve|Conflicting peer/.test(line),
    )
    .join('\n')
  return {
    ...outcome,
    excerpt,
    passed:
      outcome.code !== 0 && outcome.output.includes('ERESOLVE') && outcome.output.includes(names),
  }
}

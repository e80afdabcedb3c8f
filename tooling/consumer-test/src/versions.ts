import { run } from './exec.ts'

export interface Bounds {
  range: string
  oldest: string
  newest: string
  /** Releases in the range passed over because the registry cannot install them. */
  skipped: string[]
}

function compare(a: string, b: string): number {
  const pa = a.split('.').map(Number)
  const pb = b.split('.').map(Number)
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return (pa[i] ?? 0) - (pb[i] ?? 0)
  return 0
}

async function view(spec: string, field: string, cwd: string): Promise<unknown> {
  const { code, output, stdout } = await run('npm', ['view', spec, field, '--json'], { cwd })
  if (code !== 0) throw new Error(`npm view ${spec} ${field} failed:\n${output}`)
  return stdout.trim() === '' ? undefined : JSON.parse(stdout)
}

const published = new Map<string, Promise<Set<string>>>()

/**
 * A release whose exact-pinned scoped dependency (e.g. @sentry/nextjs 11.8.0 → @sentry/cloudflare
 * 11.8.0) is missing from the registry cannot be installed by anyone using this registry.
 */
async function missingDependency(
  name: string,
  version: string,
  cwd: string,
): Promise<string | null> {
  const deps = ((await view(`${name}@${version}`, 'dependencies', cwd)) ?? {}) as Record<
    string,
    string
  >
  const pinned = Object.entries(deps).filter(
    ([dep, spec]) => dep.startsWith('@') && /^\d+\.\d+\.\d+$/.test(spec),
  )
  const found = await Promise.all(
    pinned.map(async ([dep, spec]) => {
      if (!published.has(dep))
        published.set(
          dep,
          view(dep, 'versions', cwd).then((v) => new Set([v as string[]].flat())),
        )
      return (await published.get(dep)!).has(spec) ? null : `${dep}@${spec}`
    }),
  )
  return found.find((missing) => missing !== null) ?? null
}

/** The oldest and newest installable release on the registry that satisfy `range` (npm's matching). */
export async function bounds(name: string, range: string, cwd: string): Promise<Bounds> {
  const parsed = (await view(`${name}@${range}`, 'version', cwd)) as string | string[] | undefined
  const versions = [parsed ?? []]
    .flat()
    .filter((v) => /^\d+\.\d+\.\d+$/.test(v))
    .sort(compare)
  const skipped: string[] = []
  const first = async (candidates: string[]) => {
    for (const version of candidates) {
      const missing = await missingDependency(name, version, cwd)
      if (!missing) return version
      skipped.push(`${name}@${version} (needs ${missing}, not on the registry)`)
    }
    throw new Error(`no installable release of ${name} matches ${range}`)
  }
  const oldest = await first(versions)
  const newest = await first([...versions].reverse())
  return { range, oldest, newest, skipped }
}

/** The version of `dependency` that `name@version` depends on (for peers that move together). */
export async function dependencyOf(
  name: string,
  version: string,
  dependency: string,
  cwd: string,
): Promise<string> {
  return (await view(`${name}@${version}`, `dependencies.${dependency}`, cwd)) as string
}

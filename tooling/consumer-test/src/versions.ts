import { run } from './exec.ts'

export interface Bounds {
  range: string
  oldest: string
  newest: string
  /** Releases in the range passed over because the registry cannot install them. */
  skipped: string[]
  /** Dependencies of each release in the range, as published. */
  dependencies: Map<string, Record<string, string>>
}

interface Release {
  version: string
  dependencies: Record<string, string>
}

function compare(a: string, b: string): number {
  const pa = a.split('.').map(Number)
  const pb = b.split('.').map(Number)
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return (pa[i] ?? 0) - (pb[i] ?? 0)
  return 0
}

async function view(spec: string, fields: string[], cwd: string): Promise<unknown> {
  const { code, output, stdout } = await run('npm', ['view', spec, ...fields, '--json'], { cwd })
  if (code !== 0) throw new Error(`npm view ${spec} failed:\n${output}`)
  return stdout.trim() === '' ? undefined : JSON.parse(stdout)
}

/** Every release matching `range` with its dependencies, in one registry call. */
async function releases(name: string, range: string, cwd: string): Promise<Release[]> {
  // npm collapses the answer: a string or object for one match, and plain version strings when
  // no release has dependencies.
  const answer = [(await view(`${name}@${range}`, ['version', 'dependencies'], cwd)) ?? []].flat()
  return (answer as (string | Partial<Release>)[])
    .map((r) =>
      typeof r === 'string'
        ? { version: r, dependencies: {} }
        : { version: r.version ?? '', dependencies: r.dependencies ?? {} },
    )
    .filter((r) => /^\d+\.\d+\.\d+$/.test(r.version))
    .sort((a, b) => compare(a.version, b.version))
}

const published = new Map<string, Promise<Set<string>>>()

/**
 * A release whose exact-pinned scoped dependency (e.g. @sentry/nextjs 11.8.0 → @sentry/cloudflare
 * 11.8.0) is missing from the registry cannot be installed by anyone using this registry.
 */
async function missingDependency(release: Release, cwd: string): Promise<string | null> {
  const pinned = Object.entries(release.dependencies).filter(
    ([dep, spec]) => dep.startsWith('@') && /^\d+\.\d+\.\d+$/.test(spec),
  )
  const found = await Promise.all(
    pinned.map(async ([dep, spec]) => {
      if (!published.has(dep))
        published.set(
          dep,
          view(dep, ['versions'], cwd).then((v) => new Set([v as string[]].flat())),
        )
      return (await published.get(dep)!).has(spec) ? null : `${dep}@${spec}`
    }),
  )
  return found.find((missing) => missing !== null) ?? null
}

/** The oldest and newest installable release on the registry that satisfy `range` (npm's matching). */
export async function bounds(name: string, range: string, cwd: string): Promise<Bounds> {
  const matching = await releases(name, range, cwd)
  const skipped: string[] = []
  const first = async (candidates: Release[]) => {
    for (const release of candidates) {
      const missing = await missingDependency(release, cwd)
      if (!missing) return release.version
      skipped.push(`${name}@${release.version} (needs ${missing}, not on the registry)`)
    }
    throw new Error(`no installable release of ${name} matches ${range}`)
  }
  const [oldest, newest] = await Promise.all([first(matching), first([...matching].reverse())])
  const dependencies = new Map(matching.map((r) => [r.version, r.dependencies]))
  return { range, oldest, newest, skipped: [...new Set(skipped)], dependencies }
}

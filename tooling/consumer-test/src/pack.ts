import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync } from 'node:fs'
import path from 'node:path'

const libraries = ['supabase', 'auth', 'telemetry'] as const

export interface Packed {
  name: string
  tarball: string
  peerDependencies: Record<string, string>
}

/** `pnpm pack` each built library (catalog: and workspace: become ranges, as on publish). */
export function packLibraries(repo: string, into: string): Packed[] {
  mkdirSync(into, { recursive: true })
  return libraries.map((library) => {
    const dir = path.join(repo, 'packages', library)
    execFileSync('pnpm', ['pack', '--pack-destination', into], { cwd: dir, stdio: 'pipe' })
    const file = readdirSync(into).find((f) => f.startsWith(`teamboard-${library}-`))
    if (!file) throw new Error(`pnpm pack wrote no tarball for ${library}`)
    const tarball = path.join(into, file)
    const manifest = JSON.parse(
      execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }),
    ) as { name: string; peerDependencies?: Record<string, string> }
    return { name: manifest.name, tarball, peerDependencies: manifest.peerDependencies ?? {} }
  })
}

/** Every peer of every library with its range; the libraries must agree on each range. */
export function peerRanges(packed: Packed[]): Map<string, string> {
  const ranges = new Map<string, string>()
  for (const { name, peerDependencies } of packed) {
    for (const [peer, range] of Object.entries(peerDependencies)) {
      if (/^\d+\.\d+\.\d+$/.test(range))
        throw new Error(`${name} pins its peer ${peer} to ${range}; peers must be ranges`)
      const known = ranges.get(peer)
      if (known && known !== range)
        throw new Error(`${peer}: ${name} says ${range}, another library says ${known}`)
      ranges.set(peer, range)
    }
  }
  return ranges
}

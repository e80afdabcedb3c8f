import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { E2E_DIST_DIR } from './env.ts'

/**
 * The id a browser sends in `next-action` for an exported server action of a file whose path
 * contains `file`, read from the e2e build's manifest, so a spec can post to an action as an
 * attacker would, without the page that normally calls it.
 */
export async function actionId(name: string, file: string): Promise<string> {
  const manifestPath = path.join(
    import.meta.dirname,
    '..',
    E2E_DIST_DIR,
    'server',
    'server-reference-manifest.json',
  )
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as {
    node: Record<string, { exportedName?: string; filename?: string }>
  }
  const entry = Object.entries(manifest.node).find(
    ([, action]) => action.exportedName === name && action.filename?.includes(file),
  )
  if (!entry) throw new Error(`server action ${name} of ${file} not in the manifest`)
  return entry[0]
}

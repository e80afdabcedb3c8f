import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * In development the apps read the libraries' TypeScript source instead of their build, so
 * `./run dev` starts the app without waiting for tsup and tsc, and an edit to a library shows
 * without a rebuild (docs/decisions/dev-start.md). Production builds and tests keep importing
 * the built `dist`, as a consumer of the published package does.
 *
 * Maps every subpath of each package's `exports` to the source file its entry was built from:
 * `dist` mirrors `src` (see index.js), so `./dist/clients/browser.js` came from
 * `./src/clients/browser.ts`. Throws when that file is missing, rather than serve the build.
 *
 * @param {string} from the URL of a file of the app (`import.meta.url` of its config)
 * @param {string[]} names the packages, e.g. `['@teamboard/supabase']`
 * @returns {Record<string, string>} import specifier → its source, relative to the app (`./…`),
 *   the form bundlers' alias options take (an absolute path is read from the bundler's root)
 */
export function sourceAliases(from, names) {
  const require = createRequire(from)
  const app = dirname(fileURLToPath(from))
  /** @type {Record<string, string>} */
  const aliases = {}
  for (const name of names) {
    const manifest = require.resolve(`${name}/package.json`)
    const { exports } = JSON.parse(readFileSync(manifest, 'utf8'))
    for (const [subpath, target] of Object.entries(exports)) {
      if (typeof target === 'string') continue
      const source = target.import.replace(/^\.\/dist\//, './src/').replace(/\.js$/, '.ts')
      const file = join(dirname(manifest), source)
      if (!existsSync(file)) throw new Error(`${name}: no source ${source} for ${subpath}`)
      aliases[name + subpath.slice(1)] = `./${relative(app, file)}`
    }
  }
  return aliases
}

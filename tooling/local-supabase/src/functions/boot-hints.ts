/**
 * Turns the last lines Deno printed before a worker died into one sentence a developer can act
 * on. Deno's own messages name the symptom (a missing package, an untrusted certificate); the
 * fix lives in this repo's set-up, which Deno cannot know about.
 */
const rules: [pattern: RegExp, hint: (match: RegExpExecArray, download: string) => string][] = [
  [
    /Could not find a matching package for '(npm:[^']+)' in the node_modules directory/,
    ([, specifier]) =>
      `${specifier} is not installed: add it to the package.json of the package that holds the functions (supabase/package.json), with the version deno.json names, and run pnpm install`,
  ],
  [
    /Specifier not found in cache: "([^"]+)", --cached-only is specified/,
    ([, specifier]) =>
      `${specifier} would have to be downloaded, and serving never downloads: import it as an npm: package installed through supabase/package.json, or run \`deno cache\` on the function once`,
  ],
  [
    /invalid peer certificate|UnknownIssuer|certificate verify failed/i,
    (_, download) =>
      `could not download ${download}: the TLS certificate was not trusted; set NODE_EXTRA_CA_CERTS (or DENO_CERT) to your network's CA bundle, or run pnpm install so nothing needs downloading`,
  ],
  [
    /error sending request|dns error|Connection refused|tunnel error|proxy/i,
    (_, download) =>
      `could not download ${download}: no network; check HTTPS_PROXY and NO_PROXY, or run pnpm install so nothing needs downloading`,
  ],
]

export function bootHint(stderrLines: readonly string[]): string | undefined {
  const text = stderrLines.join('\n')
  const download = [...text.matchAll(/^Download (\S+)/gm)].at(-1)?.[1] ?? 'a module'
  for (const [pattern, hint] of rules) {
    const match = pattern.exec(text)
    if (match) return hint(match, download)
  }
  return undefined
}

/** A glob from additional_redirect_urls as a RegExp: `**` spans path segments, `*` stays within one. */
function globToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*')
  return new RegExp(`^${source}$`)
}

/** GoTrue-style redirect allow-list: site_url's origin, or a match of additional_redirect_urls. */
export function createRedirectCheck(siteUrl: string, additional: string[]) {
  const patterns = additional.map(globToRegExp)
  const siteOrigin = new URL(siteUrl).origin
  return function allowRedirect(url: string): boolean {
    try {
      if (new URL(url).origin === siteOrigin) return true
    } catch {
      return false
    }
    return patterns.some((pattern) => pattern.test(url))
  }
}

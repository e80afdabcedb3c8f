/** GoTrue-style redirect allow-list: site_url's origin, or a match of additional_redirect_urls (globs). */
export function createRedirectCheck(siteUrl: string, additional: string[]) {
  const patterns = additional.map(
    (pattern) =>
      new RegExp(
        `^${pattern
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*\*/g, '\u0000')
          .replace(/\*/g, '[^/]*')
          .replace(/\u0000/g, '.*')}$`,
      ),
  )
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

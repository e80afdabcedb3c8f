/**
 * The first stop of the Tab key: past the header to the page's content (`<main id="content">`).
 * Visually hidden until focused (`sr-only`), not moved off-screen: its shadow used to show as a
 * faint strip at the top left of every page.
 */
export function SkipLink() {
  return (
    <a
      href="#content"
      className="fixed top-2 left-2 z-50 rounded-md bg-primary px-4 py-2.5 text-sm font-medium text-primary-foreground shadow-lg outline-none not-focus:sr-only focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      Skip to content
    </a>
  )
}

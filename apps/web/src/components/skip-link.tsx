/** The first stop of the Tab key: past the header to the page's content (`<main id="content">`). */
export function SkipLink() {
  return (
    <a
      href="#content"
      className="fixed top-2 left-2 z-50 -translate-y-16 rounded-md bg-primary px-4 py-2.5 text-sm font-medium text-primary-foreground shadow-lg outline-none focus:translate-y-0 focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      Skip to content
    </a>
  )
}

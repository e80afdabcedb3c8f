import type { SlugAvailability } from './use-slug-availability'

/** The address preview under a slug field, with the live availability answer. */
export function SlugHint({
  slug,
  availability,
}: {
  slug: string
  availability: SlugAvailability | undefined
}) {
  return (
    <span className="flex flex-wrap items-center gap-x-2" aria-live="polite">
      <span className="font-mono">/w/{slug || 'your-team'}</span>
      {availability?.status === 'checking' ? <span>Checking…</span> : null}
      {availability?.status === 'available' ? (
        <span className="text-success">Available</span>
      ) : null}
      {availability?.status === 'error' ? <span>{availability.message}</span> : null}
    </span>
  )
}

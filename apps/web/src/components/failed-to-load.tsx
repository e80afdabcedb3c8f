/**
 * The words of a page that failed to load, with the reference support can look it up by (a
 * server digest or a Sentry event id) once there is one. Shared by the route error screen and
 * the landing's.
 */
export function FailedToLoad({ reference }: { reference: string | null | undefined }) {
  return (
    <>
      <p>
        This page failed to load. Trying again usually helps; if it keeps happening, tell us the
        reference below.
      </p>
      {reference ? (
        <p className="mt-3">
          Reference:{' '}
          <code
            data-testid="error-reference"
            className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground"
          >
            {reference}
          </code>
        </p>
      ) : null}
    </>
  )
}

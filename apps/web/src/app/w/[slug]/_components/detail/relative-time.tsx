'use client'

import { relativeTime } from '../../_lib/detail/relative-time'

/** "2 min ago", with the exact time on hover and for machines. */
export function RelativeTime({ iso, now }: { iso: string; now: number }) {
  return (
    // The server's "now" and the browser's differ by the time the page took to arrive.
    <time dateTime={iso} title={new Date(iso).toLocaleString('en')} suppressHydrationWarning>
      {relativeTime(iso, now)}
    </time>
  )
}

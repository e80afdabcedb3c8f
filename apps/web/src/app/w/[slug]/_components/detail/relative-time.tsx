'use client'

import { Tooltip, TooltipContent, TooltipTrigger } from '@teamboard/ui/tooltip'
import { useLocale } from '@/hooks/use-locale'
import { relativeTime } from '../../_lib/detail/relative-time'

/**
 * "2 min ago", with the exact time, in the user's locale, on hover and on keyboard focus (a
 * tooltip, so it is not only a mouse-only `title`) and for machines (`dateTime`).
 */
export function RelativeTime({ iso, now }: { iso: string; now: number }) {
  const locale = useLocale()
  const exact = new Date(iso).toLocaleString(locale, { dateStyle: 'full', timeStyle: 'short' })
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* The server's "now" and the browser's differ by the time the page took to arrive. */}
        <time
          dateTime={iso}
          tabIndex={0}
          className="rounded-sm underline decoration-dotted underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-ring"
          suppressHydrationWarning
        >
          {relativeTime(iso, now, locale)}
        </time>
      </TooltipTrigger>
      <TooltipContent>{exact}</TooltipContent>
    </Tooltip>
  )
}

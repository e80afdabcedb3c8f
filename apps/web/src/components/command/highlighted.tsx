import { highlightParts } from '@teamboard/supabase'

/** Text from search with its matches in <mark>; every part is rendered as text (escaped). */
export function Highlighted({ text }: { text: string }) {
  return highlightParts(text).map((part, i) =>
    part.marked ? (
      <mark key={i} className="rounded-sm bg-primary/15 px-0.5 text-foreground">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  )
}

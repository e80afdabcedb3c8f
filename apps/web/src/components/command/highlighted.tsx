import { highlightParts } from '@teamboard/supabase'
import { plainMentions } from '@/lib/mentions'

/**
 * Text from search with its matches in <mark>; every part is rendered as text (escaped). A
 * snippet of a comment or description shows its mentions as `@Name`, not as stored tokens.
 */
export function Highlighted({ text }: { text: string }) {
  return highlightParts(plainMentions(text)).map((part, i) =>
    part.marked ? (
      <mark key={i} className="rounded-sm bg-primary/15 px-0.5 text-foreground">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  )
}

/** The marks public.search_tasks puts around a highlighted word (private-use characters, not HTML). */
export const SEARCH_MARK_START = '\uE000'
export const SEARCH_MARK_END = '\uE001'

export interface HighlightPart {
  text: string
  marked: boolean
}

/** `text` cut at the marks: the parts to render, the marked ones highlighted (as text, escaped). */
export function highlightParts(text: string): HighlightPart[] {
  const parts: HighlightPart[] = []
  let marked = false
  let current = ''
  for (const char of text) {
    if (char === SEARCH_MARK_START || char === SEARCH_MARK_END) {
      if (current) parts.push({ text: current, marked })
      current = ''
      marked = char === SEARCH_MARK_START
    } else current += char
  }
  if (current) parts.push({ text: current, marked })
  return parts
}

// A card's size before it is measured, shared by the static list (column-list.tsx) and the
// virtual one (use-virtual-cards.ts), which must stand in for unrendered cards alike.

/** A card's height before it is measured: a title on one line and the meta row. */
export const CARD_ESTIMATE = 76
/** The space between cards (the list's `gap-2`). */
export const CARD_GAP = 8

/** The blank space standing for `count` cards in a list, less the gaps either side of it. */
export function spaceFor(count: number): number {
  return count * (CARD_ESTIMATE + CARD_GAP) - CARD_GAP
}

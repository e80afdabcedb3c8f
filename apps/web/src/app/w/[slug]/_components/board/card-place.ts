// Where a card sits in its column's list, and its size before it is measured: shared by the
// static list (column-list.tsx) and the virtual one (use-virtual-cards.ts), which stand in for
// the cards they do not render alike.

/** A card's height before it is measured: a title on one line and the meta row. */
export const CARD_ESTIMATE = 76
/** The space between cards (the list's `gap-2`). */
export const CARD_GAP = 8

/** The blank space standing for `count` cards in a list, less the gaps either side of it. */
export function spaceFor(count: number): number {
  return count * (CARD_ESTIMATE + CARD_GAP) - CARD_GAP
}

/** Where a card sits in its list: the `<li>`'s `data-index`, `aria-posinset` and measuring ref. */
export interface CardPlace {
  index: number
  setSize: number
  measure: (node: Element | null) => void
}

export function cardPlaceProps({ index, setSize }: Pick<CardPlace, 'index' | 'setSize'>) {
  return { 'data-index': index, 'aria-posinset': index + 1, 'aria-setsize': setSize }
}

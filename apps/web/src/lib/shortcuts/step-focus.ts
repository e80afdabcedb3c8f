/**
 * Moves the focus one item along `items` (a list's rows, the board's cards): from the item holding
 * the focus, or onto the first (forward) or last (back) when none does, stopping at either end.
 * The focus goes to the item's link, which is what Enter then opens.
 */
export function stepFocus(
  items: HTMLElement[],
  current: HTMLElement | null,
  step: 1 | -1,
): boolean {
  if (items.length === 0) return false
  const at = current ? items.indexOf(current) : -1
  const next =
    at < 0
      ? step > 0
        ? items[0]
        : items.at(-1)
      : items[Math.min(items.length - 1, Math.max(0, at + step))]
  next?.querySelector<HTMLElement>('a')?.focus()
  return true
}

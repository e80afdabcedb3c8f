/**
 * A drag the user began before dragging had loaded (docs/decisions/deferred-loading.md): a mouse
 * or pen press on a card or an admin's column header still held, or Space/Enter on a card's grip.
 * Written by use-deferred-dnd.ts until dragging is swapped in, read by the two sensors in
 * early-drag.ts. Each is the sortable id it began on (a task's, or a column's: column-dnd.ts).
 * One board per page, so one record. A module of its own, free of dnd-kit: the board's first
 * load imports it, and the sensors would bring dnd-kit's core along.
 */
export const early: { press: string | null; pickup: string | null } = { press: null, pickup: null }

'use client'

import { useShortcuts } from '@/components/command/command-host'
import { stepFocus } from '@/lib/shortcuts/step-focus'

// The board's keys work on the DOM the board already renders (the cards' links, the columns'
// add buttons, the filter field), so they add no state to it and stay in step with what is shown.

function cards(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-testid="task-card"]')]
}

/** The card holding the focus, if any. */
function focusedCard(): HTMLElement | null {
  return document.activeElement?.closest<HTMLElement>('[data-testid="task-card"]') ?? null
}

/** Only from the page itself or a card's link: inside a menu, a field or a drag, arrows are theirs. */
function onBoard(): boolean {
  const active = document.activeElement
  if (!active || active === document.body) return true
  return Boolean(focusedCard() && active.matches('a') && !document.querySelector('[role="menu"]'))
}

function moveFocus(step: 1 | -1, arrows: boolean): boolean {
  if (arrows && !onBoard()) return false
  if (!arrows && document.querySelector('[role="menu"], [role="dialog"]')) return false
  return stepFocus(cards(), focusedCard(), step)
}

/** The focused card's control named `label` (its actions menu, its title). */
function onFocusedCard(run: (card: HTMLElement) => void): boolean {
  const card = focusedCard()
  if (!card || document.querySelector('[role="menu"]')) return false
  run(card)
  return true
}

/** The open card menu's "Labels" entry, opened as the keyboard would (→), if it is shown. */
function openLabelsSubmenu(): boolean {
  const trigger = [
    ...document.querySelectorAll<HTMLElement>('[role="menu"] [role="menuitem"]'),
  ].find((item) => item.textContent?.trim() === 'Labels')
  if (!trigger) return false
  trigger.focus()
  trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
  return true
}

/**
 * The card's menu loads on first use (task-menu.tsx), so its Labels entry appears a moment after
 * the click; a workspace without labels has none, and the menu stays open at its first item.
 */
function openLabels(card: HTMLElement, openMenu: (card: HTMLElement) => void) {
  openMenu(card)
  if (openLabelsSubmenu()) return
  const observer = new MutationObserver(() => {
    if (openLabelsSubmenu()) observer.disconnect()
  })
  observer.observe(document.body, { childList: true, subtree: true })
  setTimeout(() => observer.disconnect(), 5000)
}

/**
 * `c` adds a task (to the first column), `/` goes to the filter, `j`/`k` and the arrows move
 * between cards, `Enter` opens the focused card (its link), `e` edits its title, `a`/`s`/`p`
 * open its actions menu (assignee, status and priority are there), `l` its labels — docs/shortcuts.md.
 */
export function useBoardShortcuts() {
  const openMenu = (card: HTMLElement) =>
    card.querySelector<HTMLButtonElement>('button[aria-label^="Actions for"]')?.click()
  useShortcuts({
    scope: 'Board',
    shortcuts: [
      {
        key: 'c',
        label: 'Create a task',
        run: () =>
          document.querySelector<HTMLButtonElement>('button[aria-label^="Add a task to"]')?.click(),
      },
      {
        key: '/',
        label: 'Filter the board',
        run: () =>
          document.querySelector<HTMLInputElement>('input[aria-label="Search titles"]')?.focus(),
      },
      { key: 'j', label: 'Next card', run: () => moveFocus(1, false) },
      { key: 'k', label: 'Previous card', run: () => moveFocus(-1, false) },
      { key: 'ArrowDown', label: 'Next card', run: () => moveFocus(1, true) },
      { key: 'ArrowUp', label: 'Previous card', run: () => moveFocus(-1, true) },
      {
        key: 'e',
        label: 'Edit the title of the focused card',
        run: () =>
          onFocusedCard((card) =>
            card
              .querySelector('[data-card-title]')
              ?.dispatchEvent(new MouseEvent('dblclick', { bubbles: true })),
          ),
      },
      { key: 'a', label: 'Assign the focused card (its menu)', run: () => onFocusedCard(openMenu) },
      {
        key: 's',
        label: 'Change the status of the focused card (its menu)',
        run: () => onFocusedCard(openMenu),
      },
      {
        key: 'p',
        label: 'Change the priority of the focused card (its menu)',
        run: () => onFocusedCard(openMenu),
      },
      {
        key: 'l',
        label: 'Labels of the focused card',
        run: () => onFocusedCard((card) => openLabels(card, openMenu)),
      },
    ],
  })
}

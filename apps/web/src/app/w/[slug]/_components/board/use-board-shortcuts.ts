'use client'

import { useShortcuts } from '@/components/command/command-host'
import { stepFocus } from '@/lib/shortcuts/step-focus'
import type { CardUi } from './card-ui'

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

/** The focused card's id, unless a menu is open (its keys are its own). */
function focusedTask(): string | null {
  if (document.querySelector('[role="menu"]')) return null
  return focusedCard()?.getAttribute('data-task-id') ?? null
}

/** Runs `command` on the focused card, if there is one (false lets the key through). */
function onFocusedCard(command: (taskId: string) => void): boolean {
  const taskId = focusedTask()
  if (!taskId) return false
  command(taskId)
  return true
}

/**
 * `c` adds a task (to the first column), `/` goes to the filter, `j`/`k` and the arrows move
 * between cards, `Enter` opens the focused card (its link), `e` edits its title, `a`/`s`/`p`
 * open its actions menu (assignee, status and priority are there), `l` its labels — docs/shortcuts.md.
 * `e`, `a`/`s`/`p` and `l` are commands on the cards' state (card-ui.ts).
 */
export function useBoardShortcuts(ui: CardUi) {
  const openMenu = (taskId: string) => ui.openMenu(taskId)
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
        run: () => onFocusedCard(ui.edit),
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
        run: () => onFocusedCard((taskId) => ui.openMenu(taskId, true)),
      },
    ],
  })
}

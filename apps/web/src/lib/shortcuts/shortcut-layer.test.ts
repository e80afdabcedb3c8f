import { describe, expect, it } from 'vitest'
import { createShortcutLayer, isTypingTarget, keyLabel, type Shortcut } from './shortcut-layer'

// Stand-ins for event targets: what the layer reads of an element (no DOM needed).
const element = (tagName: string, extra: Record<string, unknown> = {}) =>
  ({
    tagName,
    getAttribute: (name: string) => (extra[name] as string | undefined) ?? null,
    ...extra,
  }) as unknown as EventTarget
const button = element('BUTTON')

function recorder() {
  const ran: string[] = []
  const shortcut = (key: string, extra: Partial<Shortcut> = {}): Shortcut => ({
    key,
    label: `do ${key}`,
    run: () => void ran.push(key),
    ...extra,
  })
  return { ran, shortcut }
}

describe('the shortcut layer', () => {
  it('runs a single-key shortcut outside fields and reports that it ran', () => {
    const layer = createShortcutLayer()
    const { ran, shortcut } = recorder()
    layer.register({
      scope: 'Board',
      shortcuts: [shortcut('c'), shortcut('/'), shortcut('ArrowDown')],
    })
    expect(layer.handle({ key: 'c', target: button })).toBe(true)
    expect(layer.handle({ key: 'C', target: button })).toBe(true)
    expect(layer.handle({ key: '/', target: button })).toBe(true)
    expect(layer.handle({ key: 'ArrowDown', target: button })).toBe(true)
    expect(layer.handle({ key: 'x', target: button })).toBe(false)
    expect(ran).toEqual(['c', 'c', '/', 'ArrowDown'])
  })

  it('never fires inside inputs, textareas, selects or contenteditable', () => {
    const layer = createShortcutLayer()
    const { ran, shortcut } = recorder()
    layer.register({
      scope: 'Board',
      shortcuts: ['c', '/', 'j', 'Enter', 'e', 'a', 's', 'p', 'l', '?', 'Escape'].map((key) =>
        shortcut(key),
      ),
    })
    const fields = [
      element('INPUT', { type: 'text' }),
      element('INPUT', { type: 'search' }),
      element('INPUT', { type: '' }),
      element('TEXTAREA'),
      element('SELECT'),
      element('DIV', { isContentEditable: true }),
      element('DIV', { role: 'textbox' }),
      element('INPUT', { type: 'email' }),
    ]
    for (const target of fields) {
      for (const key of ['c', '/', 'j', 'Enter', 'e', 'a', 's', 'p', 'l', '?', 'Escape']) {
        expect(layer.handle({ key, target })).toBe(false)
      }
    }
    expect(ran).toEqual([])
    // A checkbox or a button is not typing.
    expect(isTypingTarget(element('INPUT', { type: 'checkbox' }))).toBe(false)
    expect(layer.handle({ key: 'c', target: element('INPUT', { type: 'checkbox' }) })).toBe(true)
  })

  it('a chord marked for fields works while typing; modifiers must match', () => {
    const layer = createShortcutLayer()
    const { ran, shortcut } = recorder()
    layer.register({
      scope: 'Everywhere',
      shortcuts: [shortcut('mod+k', { inFields: true }), shortcut('c')],
    })
    const field = element('TEXTAREA')
    expect(layer.handle({ key: 'k', metaKey: true, target: field })).toBe(true)
    expect(layer.handle({ key: 'k', ctrlKey: true, target: field })).toBe(true)
    expect(layer.handle({ key: 'k', target: button })).toBe(false)
    expect(layer.handle({ key: 'c', ctrlKey: true, target: button })).toBe(false)
    expect(layer.handle({ key: 'c', altKey: true, target: button })).toBe(false)
    expect(layer.handle({ key: 'c', target: button, defaultPrevented: true })).toBe(false)
    expect(layer.handle({ key: 'c', target: button, isComposing: true })).toBe(false)
    expect(ran).toEqual(['mod+k', 'mod+k'])
  })

  it('the newest group wins a key; removing it gives the key back', () => {
    const layer = createShortcutLayer()
    const ran: string[] = []
    layer.register({
      scope: 'Board',
      shortcuts: [{ key: 'Escape', label: 'Clear filters', run: () => void ran.push('board') }],
    })
    const remove = layer.register({
      scope: 'Task',
      shortcuts: [{ key: 'Escape', label: 'Close', run: () => void ran.push('task') }],
    })
    layer.handle({ key: 'Escape', target: button })
    remove()
    layer.handle({ key: 'Escape', target: button })
    expect(ran).toEqual(['task', 'board'])
  })

  it('a shortcut may decline a key, which then goes on (arrows inside an open menu)', () => {
    const layer = createShortcutLayer()
    const ran: string[] = []
    layer.register({
      scope: 'Everywhere',
      shortcuts: [{ key: 'j', label: 'Older', run: () => void ran.push('older') }],
    })
    layer.register({
      scope: 'Board',
      shortcuts: [{ key: 'j', label: 'Next card', run: () => false }],
    })
    expect(layer.handle({ key: 'j', target: button })).toBe(true)
    expect(ran).toEqual(['older'])
    const alone = createShortcutLayer()
    alone.register({
      scope: 'Board',
      shortcuts: [{ key: 'ArrowDown', label: 'Next card', run: () => false }],
    })
    expect(alone.handle({ key: 'ArrowDown', target: button })).toBe(false)
  })

  it('a modal group rests the groups under it, but global ones', () => {
    const layer = createShortcutLayer()
    const { ran, shortcut } = recorder()
    layer.register({ scope: 'Everywhere', global: true, shortcuts: [shortcut('?')] })
    layer.register({ scope: 'Board', shortcuts: [shortcut('j'), shortcut('c')] })
    layer.register({ scope: 'Task', modal: true, shortcuts: [shortcut('s'), shortcut('a')] })
    expect(layer.handle({ key: 'j', target: button })).toBe(false)
    expect(layer.handle({ key: '?', target: button })).toBe(true)
    expect(layer.handle({ key: 's', target: button })).toBe(true)
    expect(ran).toEqual(['?', 's'])
  })

  it('`?` lists every active shortcut by scope, a shadowed key once, rested groups not at all', () => {
    const layer = createShortcutLayer()
    const { shortcut } = recorder()
    layer.register({
      scope: 'Everywhere',
      global: true,
      shortcuts: [shortcut('mod+k'), shortcut('?')],
    })
    const board = layer.register({
      scope: 'Board',
      shortcuts: [shortcut('c'), shortcut('j'), shortcut('Escape')],
    })
    const summary = () => layer.list().map((g) => [g.scope, g.shortcuts.map((s) => s.key)])
    expect(summary()).toEqual([
      ['Everywhere', ['mod+k', '?']],
      ['Board', ['c', 'j', 'Escape']],
    ])
    layer.register({ scope: 'Inbox', shortcuts: [shortcut('j'), shortcut('e')] })
    expect(summary()).toEqual([
      ['Everywhere', ['mod+k', '?']],
      ['Board', ['c', 'Escape']],
      ['Inbox', ['j', 'e']],
    ])
    const task = layer.register({
      scope: 'Task',
      modal: true,
      shortcuts: [shortcut('s'), shortcut('Escape')],
    })
    expect(summary()).toEqual([
      ['Everywhere', ['mod+k', '?']],
      ['Task', ['s', 'Escape']],
    ])
    task()
    board()
    expect(summary()).toEqual([
      ['Everywhere', ['mod+k', '?']],
      ['Inbox', ['j', 'e']],
    ])
  })

  it('hands back the same list until the groups change (a store React can read)', () => {
    const layer = createShortcutLayer()
    layer.register({ scope: 'Board', shortcuts: [{ key: 'c', label: 'Create', run: () => {} }] })
    const first = layer.list()
    expect(layer.list()).toBe(first)
    layer.register({ scope: 'Task', shortcuts: [] })
    expect(layer.list()).not.toBe(first)
  })

  it('tells its listeners when the active set changes', () => {
    const layer = createShortcutLayer()
    let calls = 0
    const stop = layer.subscribe(() => calls++)
    const remove = layer.register({ scope: 'Board', shortcuts: [] })
    remove()
    stop()
    layer.register({ scope: 'Board', shortcuts: [] })
    expect(calls).toBe(2)
  })

  it('prints keys for people: ⌘K on Apple platforms, Ctrl+K elsewhere', () => {
    expect([
      keyLabel('mod+k', true),
      keyLabel('mod+k', false),
      keyLabel('c', false),
      keyLabel('Escape', false),
      keyLabel('ArrowDown', false),
    ]).toEqual(['⌘K', 'Ctrl+K', 'C', 'Esc', '↓'])
  })
})

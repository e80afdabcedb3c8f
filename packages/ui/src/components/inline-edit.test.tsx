import { act, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { InlineEdit, type InlineEditProps } from './inline-edit'

// React's act() flushes effects and updates before the assertions read the DOM.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

let unmount: (() => void) | undefined
afterEach(() => {
  act(() => unmount?.())
  document.body.innerHTML = ''
})

/** An edit as an app holds it; what the user's keys led to is written out below it. */
function Editor({
  cancellable = true,
  ...props
}: Partial<InlineEditProps> & { cancellable?: boolean }) {
  const [value, setValue] = useState('Draft')
  const [outcome, setOutcome] = useState('editing')
  return (
    <>
      <InlineEdit
        label="Title"
        value={value}
        onValueChange={setValue}
        onSubmit={() => setOutcome(`saved ${value}`)}
        onCancel={cancellable ? () => setOutcome('cancelled') : undefined}
        {...props}
      />
      <output>{outcome}</output>
    </>
  )
}

function mount(props: Parameters<typeof Editor>[0] = {}) {
  const host = document.body.appendChild(document.createElement('div'))
  const root = createRoot(host)
  act(() => root.render(<Editor {...props} />))
  unmount = () => root.unmount()
  const control = host.querySelector<HTMLElement>('input, textarea')!
  const press = (key: string, init: KeyboardEventInit = {}) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })
    act(() => {
      control.dispatchEvent(event)
    })
    return event
  }
  const outcome = () => host.querySelector('output')?.textContent
  return { host, control, press, outcome }
}

describe('InlineEdit', () => {
  it('saves a single line on Enter and cancels on Escape without letting Escape through', () => {
    const { press, outcome } = mount()
    expect(press('Enter').defaultPrevented).toBe(true)
    expect(outcome()).toBe('saved Draft')
    // A dialog around the edit listens for Escape too: it must stay open.
    const reached: string[] = []
    document.body.addEventListener('keydown', (event) => reached.push(event.key))
    press('Escape')
    expect(outcome()).toBe('cancelled')
    expect(reached).toEqual([])
  })

  it('keeps Enter as a new line in a multiline edit; Cmd or Ctrl+Enter saves', () => {
    const { control, press, outcome } = mount({ multiline: true })
    expect(control.tagName).toBe('TEXTAREA')
    expect(press('Enter').defaultPrevented).toBe(false)
    expect(outcome()).toBe('editing')
    press('Enter', { metaKey: true })
    expect(outcome()).toBe('saved Draft')
    act(() => unmount?.())
    const ctrl = mount({ multiline: true })
    ctrl.press('Enter', { ctrlKey: true })
    expect(ctrl.outcome()).toBe('saved Draft')
  })

  it('leaves Escape alone when there is nothing to cancel (a new comment)', () => {
    const { press, outcome } = mount({ multiline: true, cancellable: false })
    expect(press('Escape').defaultPrevented).toBe(false)
    expect(outcome()).toBe('editing')
  })

  it('shows a refusal beside the draft, announced and linked to the control', () => {
    const { control, host } = mount({ label: 'Title of TB-1', error: 'Give the task a title.' })
    const alert = host.querySelector('[role=alert]')
    expect(control.getAttribute('aria-label')).toBe('Title of TB-1')
    expect((control as HTMLInputElement).value).toBe('Draft')
    expect(control.getAttribute('aria-invalid')).toBe('true')
    expect(alert?.textContent).toBe('Give the task a title.')
    expect(control.getAttribute('aria-describedby')).toBe(alert?.id)
  })

  it('offers Save and Cancel buttons only when asked, with the save busy while it runs', () => {
    expect(mount().host.querySelectorAll('button')).toHaveLength(0)
    act(() => unmount?.())
    const { host, outcome } = mount({
      multiline: true,
      submitLabel: 'Save description',
      saving: true,
      hint: '1,900 / 2,000',
    })
    const [cancel, save] = host.querySelectorAll('button')
    expect(cancel?.textContent).toBe('Cancel')
    expect(save?.textContent).toBe('Save description')
    expect(save?.getAttribute('aria-busy')).toBe('true')
    expect(save?.hasAttribute('disabled')).toBe(true)
    expect(host.textContent).toContain('1,900 / 2,000')
    act(() => cancel?.click())
    expect(outcome()).toBe('cancelled')
  })

  it('saves from the Save button', () => {
    const { host, outcome } = mount({ multiline: true, submitLabel: 'Save comment' })
    act(() => host.querySelectorAll('button')[1]?.click())
    expect(outcome()).toBe('saved Draft')
  })

  it('lets a picker on the control take keys first, and shows what it puts after the control', () => {
    const { control, host, press, outcome } = mount({
      multiline: true,
      controlProps: {
        role: 'combobox',
        'aria-expanded': true,
        // A picker that is open takes Enter and Escape; other keys reach the edit.
        onKeyDown: (event) => {
          if (event.key === 'Enter' || event.key === 'Escape') event.preventDefault()
        },
      },
      afterControl: <ul role="listbox" />,
    })
    expect(control.getAttribute('role')).toBe('combobox')
    expect(control.getAttribute('aria-label')).toBe('Title')
    expect(host.querySelector('textarea + [role=listbox]')).not.toBeNull()
    press('Enter', { metaKey: true })
    press('Escape')
    expect(outcome()).toBe('editing')
  })
})

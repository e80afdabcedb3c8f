import { describe, expect, it } from 'vitest'
import { renderHtml } from '../test/render-html'
import { FormField } from './form-field'
import { Input } from './input'

describe('FormField', () => {
  it('points the label at the control so clicking the label focuses it', () => {
    const field = renderHtml(
      <FormField label="Email">
        <Input name="email" type="email" />
      </FormField>,
    )
    const input = field.querySelector('input')
    const label = field.querySelector('label')
    expect(input?.id).toBeTruthy()
    expect(label?.getAttribute('for')).toBe(input?.id)
    expect(input?.hasAttribute('aria-invalid')).toBe(false)
    expect(field.querySelector('[role=alert]')).toBeNull()
  })

  it('shows the error next to the field and announces it for the control', () => {
    const field = renderHtml(
      <FormField
        label="Password"
        description="At least 8 characters."
        error="Use at least 8 characters, with letters and numbers."
      >
        <Input name="password" type="password" defaultValue="short" />
      </FormField>,
    )
    const input = field.querySelector('input')
    const alert = field.querySelector('[role=alert]')
    expect(alert?.textContent).toBe('Use at least 8 characters, with letters and numbers.')
    expect(input?.getAttribute('aria-invalid')).toBe('true')
    const describedBy = input?.getAttribute('aria-describedby')?.split(' ') ?? []
    expect(describedBy).toContain(alert?.id)
    expect(field.querySelector(`#${CSS.escape(describedBy[0] ?? '')}`)?.textContent).toBe(
      'At least 8 characters.',
    )
    // What the user typed survives a failed validation.
    expect(input?.getAttribute('value')).toBe('short')
  })
})

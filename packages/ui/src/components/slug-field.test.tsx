import { describe, expect, it } from 'vitest'
import { renderHtml } from '../test/render-html'
import { SlugField } from './slug-field'

const noop = () => undefined

describe('SlugField', () => {
  it('previews the address with the availability answer', () => {
    const field = renderHtml(
      <SlugField
        prefix="/w/"
        name="slug"
        value="acme"
        onValueChange={noop}
        availability={{ status: 'available' }}
      />,
    )
    expect(field.querySelector('label')?.textContent).toBe('Address')
    expect(field.textContent).toContain('/w/acme')
    expect(field.textContent).toContain('Available')
    expect(field.querySelector('input')?.getAttribute('autocapitalize')).toBe('none')
  })

  it('shows an error instead of the availability, marked on the control', () => {
    const field = renderHtml(
      <SlugField
        prefix="/w/"
        value="acme"
        onValueChange={noop}
        error="That address is taken."
        availability={{ status: 'available' }}
      />,
    )
    expect(field.querySelector('[role=alert]')?.textContent).toBe('That address is taken.')
    expect(field.textContent).not.toContain('Available')
    expect(field.querySelector('input')?.getAttribute('aria-invalid')).toBe('true')
  })
})

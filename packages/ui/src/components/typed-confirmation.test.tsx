import { describe, expect, it } from 'vitest'
import { renderHtml } from '../test/render-html'
import { TypedConfirmation } from './typed-confirmation'

const noop = () => undefined

describe('TypedConfirmation', () => {
  it('labels the input with the phrase to type, so "Type DELETE to confirm" finds it', () => {
    const field = renderHtml(<TypedConfirmation phrase="DELETE" value="" onValueChange={noop} />)
    const input = field.querySelector('input')
    const label = field.querySelector('label')
    expect(label?.textContent).toBe('Type DELETE to confirm')
    expect(label?.getAttribute('for')).toBe(input?.id)
    expect(input?.getAttribute('name')).toBe('confirm')
    expect(input?.getAttribute('autocomplete')).toBe('off')
    expect(input?.getAttribute('spellcheck')).toBe('false')
  })

  it('lets a phone keyboard capitalise only a phrase in capitals', () => {
    const upper = renderHtml(<TypedConfirmation phrase="DELETE" value="" onValueChange={noop} />)
    expect(upper.querySelector('input')?.getAttribute('autocapitalize')).toBe('characters')
    const slug = renderHtml(<TypedConfirmation phrase="acme-co" value="" onValueChange={noop} />)
    expect(slug.querySelector('input')?.getAttribute('autocapitalize')).toBe('none')
  })

  it('keeps what was typed and shows a refusal next to it', () => {
    const field = renderHtml(
      <TypedConfirmation
        phrase="DELETE"
        value="DELET"
        onValueChange={noop}
        error="Type DELETE exactly."
      />,
    )
    expect(field.querySelector('input')?.getAttribute('value')).toBe('DELET')
    expect(field.querySelector('input')?.getAttribute('aria-invalid')).toBe('true')
    expect(field.querySelector('[role=alert]')?.textContent).toBe('Type DELETE exactly.')
  })
})

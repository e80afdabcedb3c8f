import { describe, expect, it } from 'vitest'
import { renderHtml } from '../test/render-html'
import { TypedConfirmation, type TypedConfirmationProps } from './typed-confirmation'

/** The field's input and label, for a phrase and whatever else the case sets. */
function field(props: Partial<TypedConfirmationProps> = {}) {
  const html = renderHtml(
    <TypedConfirmation phrase="DELETE" value="" onValueChange={() => undefined} {...props} />,
  )
  return { html, input: html.querySelector('input'), label: html.querySelector('label') }
}

describe('TypedConfirmation', () => {
  it('labels the input with the phrase to type, so "Type DELETE to confirm" finds it', () => {
    const { input, label } = field()
    expect(label?.textContent).toBe('Type DELETE to confirm')
    expect(label?.getAttribute('for')).toBe(input?.id)
    expect(input?.getAttribute('name')).toBe('confirm')
    expect(input?.getAttribute('autocomplete')).toBe('off')
    expect(input?.getAttribute('spellcheck')).toBe('false')
  })

  it('lets a phone keyboard capitalise only a phrase in capitals', () => {
    expect(field().input?.getAttribute('autocapitalize')).toBe('characters')
    const slug = field({ phrase: 'acme-co' })
    expect(slug.input?.getAttribute('autocapitalize')).toBe('none')
    expect(slug.label?.textContent).toBe('Type acme-co to confirm')
  })

  it('keeps what was typed and shows a refusal next to it', () => {
    const { html, input } = field({ value: 'DELET', error: 'Type DELETE exactly.' })
    expect(input?.getAttribute('value')).toBe('DELET')
    expect(input?.getAttribute('aria-invalid')).toBe('true')
    expect(html.querySelector('[role=alert]')?.textContent).toBe('Type DELETE exactly.')
  })
})

import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { renderHtml } from '../test/render-html'
import { FormAlert } from './form-alert'

describe('FormAlert', () => {
  it('renders nothing without a message, so a form can pass its last answer through', () => {
    expect(renderToString(<FormAlert>{undefined}</FormAlert>)).toBe('')
  })

  it('announces a refusal as an alert and news as a status', () => {
    const error = renderHtml(<FormAlert>That address is taken.</FormAlert>)
    expect(error.getAttribute('role')).toBe('alert')
    expect(error.textContent).toBe('That address is taken.')
    const done = renderHtml(<FormAlert tone="success">Workspace updated.</FormAlert>)
    expect(done.getAttribute('role')).toBe('status')
    expect(done.textContent).toBe('Workspace updated.')
  })
})

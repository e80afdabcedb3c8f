import { describe, expect, it } from 'vitest'
import { renderHtml as render } from '../test/render-html'
import { ListAvatar } from './avatar'

describe('ListAvatar', () => {
  it("shows the person's initials, hidden from screen readers, when there is no picture", () => {
    const avatar = render(<ListAvatar name="Ada Lovelace" title="Ada Lovelace" />)
    expect(avatar.textContent).toBe('AL')
    expect(avatar.querySelector('[data-slot="avatar-fallback"]')?.getAttribute('aria-hidden')).toBe(
      'true',
    )
    expect(avatar.querySelector('img')).toBeNull()
  })

  it('lays the picture over the initials, loaded lazily, with an empty alt so a broken one shows nothing', () => {
    const avatar = render(
      <ListAvatar name="Ada Lovelace" src="https://example.com/ada.png">
        <span className="sr-only">Assigned to Ada Lovelace</span>
      </ListAvatar>,
    )
    const image = avatar.querySelector('img')
    expect(image?.getAttribute('src')).toBe('https://example.com/ada.png')
    expect(image?.getAttribute('alt')).toBe('')
    expect(image?.className).toContain('absolute')
    // A board's avatars are not preloaded ahead of its scripts.
    expect(image?.getAttribute('loading')).toBe('lazy')
    expect(avatar.textContent).toBe('ALAssigned to Ada Lovelace')
  })
})

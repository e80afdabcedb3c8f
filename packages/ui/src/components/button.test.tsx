import { describe, expect, it } from 'vitest'
import { renderHtml as render } from '../test/render-html'
import { Button } from './button'

describe('Button', () => {
  it('renders a non-submitting button with the primary look by default', () => {
    const button = render(<Button>Create task</Button>)
    expect(button.tagName).toBe('BUTTON')
    expect(button.getAttribute('type')).toBe('button')
    expect(button.className).toContain('bg-primary')
    expect(button.textContent).toBe('Create task')
  })

  it('applies the requested variant and lets className override it', () => {
    const button = render(
      <Button variant="destructive" size="sm" className="h-7">
        Delete
      </Button>,
    )
    expect(button.className).toContain('bg-destructive')
    expect(button.className).not.toContain('bg-primary')
    expect(button.className).toContain('h-7')
    expect(button.className).not.toContain('h-8')
  })

  it('is disabled and busy with a spinner while loading, so a second click cannot submit twice', () => {
    const button = render(
      <Button type="submit" loading>
        Save
      </Button>,
    )
    expect(button.hasAttribute('disabled')).toBe(true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.getAttribute('type')).toBe('submit')
    expect(button.querySelector('svg.animate-spin')).not.toBeNull()
  })

  it('renders no spinner and stays enabled when idle', () => {
    const button = render(<Button>Save</Button>)
    expect(button.hasAttribute('disabled')).toBe(false)
    expect(button.hasAttribute('aria-busy')).toBe(false)
    expect(button.querySelector('svg')).toBeNull()
  })

  it('renders its child element with the button look when asChild is set', () => {
    const link = render(
      <Button asChild variant="outline">
        <a href="/sign-in">Sign in</a>
      </Button>,
    )
    expect(link.tagName).toBe('A')
    expect(link.getAttribute('href')).toBe('/sign-in')
    expect(link.className).toContain('border-input')
    expect(link.hasAttribute('type')).toBe(false)
  })
})

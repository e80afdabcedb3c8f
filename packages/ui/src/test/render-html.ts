import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'

/** Server-renders a component and returns the first element, as a browser would parse it. */
export function renderHtml(node: ReactElement): Element {
  const host = document.createElement('div')
  host.innerHTML = renderToString(node)
  const element = host.firstElementChild
  if (!element) throw new Error('The component rendered nothing.')
  return element
}

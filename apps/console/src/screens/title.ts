// CardTitle renders an <h3>; the console's card titles are the page's h1/h2, with the same look.
export const titleClass = 'text-base leading-none font-semibold tracking-tight'

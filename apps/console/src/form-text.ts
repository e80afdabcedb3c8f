/** A text field of a form, trimmed unless asked otherwise ('' when missing or a file). */
export function formText(form: HTMLFormElement, name: string, { trim = true } = {}): string {
  const value = new FormData(form).get(name)
  if (typeof value !== 'string') return ''
  return trim ? value.trim() : value
}

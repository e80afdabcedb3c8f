/**
 * The slug in whatever staff paste: `acme`, `/w/acme`, `/w/acme/tasks?x=1`, or a full board URL
 * (`https://app.teamboard.app/w/acme?assignee=me`). Anything else is returned trimmed, for the
 * staff function to judge (it answers invalid_input for what no slug can be).
 */
export function workspaceSlugFrom(input: string): string {
  const text = input.trim()
  let path = text
  if (/^https?:\/\//i.test(text)) {
    try {
      path = new URL(text).pathname
    } catch {
      return text
    }
  }
  const onBoard = /^\/?w\/([^/?#]+)/.exec(path)
  return (onBoard?.[1] ?? path).toLowerCase()
}

/**
 * Mentions in comments and descriptions are stored in the text as `@[Name](user-uuid)` (see
 * docs/notifications.md): the uuid is what the database notifies (`private.mentioned_ids`, same
 * pattern), the name only what shows when that person is no longer a member.
 */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const mentionPattern = () => new RegExp(`@\\[([^\\]\\n]{1,80})\\]\\((${UUID})\\)`, 'g')

/** The fragment a mention becomes in Markdown, so the renderer can tell it from a link. */
export const MENTION_HREF = '#mention='

/** The token stored for a member: the name without what would end it early, at most 80 characters. */
export function mentionToken(person: { userId: string; displayName: string }): string {
  const name = [...person.displayName.replace(/[\]\n\r[]/g, ' ').trim()].slice(0, 80).join('')
  return `@[${name || 'someone'}](${person.userId})`
}

const markdownPunctuation = /[\\`*_{}[\]()#+\-.!<>|~]/g

/** Mentions as Markdown links to `#mention=<uuid>`, their stored name escaped as plain text. */
export function mentionsToMarkdown(text: string): string {
  return text.replace(
    mentionPattern(),
    (_, name: string, id: string) =>
      `[@${name.replace(markdownPunctuation, '\\$&')}](${MENTION_HREF}${id})`,
  )
}

/** Mentions as `@Name` in plain text (a search snippet, a preview). */
export function plainMentions(text: string): string {
  return text.replace(mentionPattern(), (_, name: string) => `@${name}`)
}

/** The mention being typed at the caret: where its `@` is and what follows it, if any. */
export function activeMentionQuery(
  text: string,
  caret: number,
): { start: number; query: string } | null {
  const before = text.slice(0, caret)
  const at = before.lastIndexOf('@')
  if (at < 0) return null
  // An `@` starts a mention at the start of the text or after a space or an opening bracket, so
  // an e-mail address does not open the picker.
  if (at > 0 && !/[\s([{]/.test(before[at - 1]!)) return null
  const query = before.slice(at + 1)
  if (query.length > 40 || /[\n@[\]()]/.test(query) || query.startsWith(' ')) return null
  return { start: at, query }
}

/** The text with the typed `@query` (from `start` to `caret`) replaced by the member's token. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  person: { userId: string; displayName: string },
): { text: string; caret: number } {
  const token = `${mentionToken(person)} `
  return {
    text: text.slice(0, start) + token + text.slice(caret),
    caret: start + token.length,
  }
}

/** Members whose name has a word starting with the query (any case), best matches first. */
export function matchMembers<T extends { displayName: string }>(
  members: readonly T[],
  query: string,
  limit = 8,
): T[] {
  const q = query.trim().toLocaleLowerCase()
  if (!q) return members.slice(0, limit)
  const scored = members.flatMap((member) => {
    const name = member.displayName.toLocaleLowerCase()
    if (name.startsWith(q)) return [{ member, score: 0 }]
    if (name.split(/\s+/).some((word) => word.startsWith(q))) return [{ member, score: 1 }]
    return name.includes(q) ? [{ member, score: 2 }] : []
  })
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map((entry) => entry.member)
}

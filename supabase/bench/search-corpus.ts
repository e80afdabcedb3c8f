/**
 * A deterministic corpus for the search bench: titles, descriptions and comments made of a
 * vocabulary of product words, drawn with a Zipf-like skew (a few words in many tasks, most in
 * few), so one- and two-word queries match a realistic share of rows.
 */
const VOCABULARY =
  `webhook retry timeout invoice billing login signup password session token refresh
cache query index migration schema column table board card label status priority assignee due
date comment attachment upload download export import search filter sort page modal dialog button
form field error toast offline realtime presence channel socket server client browser mobile
tablet desktop theme dark light contrast focus keyboard shortcut palette command menu sidebar
header footer avatar profile account settings member invite role owner admin workspace project
release deploy build test flaky pipeline lint type bundle budget chunk lazy route redirect proxy
cookie header latency memory leak crash report sentry trace span metric alert dashboard chart
email template digest notification inbox unread badge count limit quota plan upgrade trial coupon
refund payment stripe checkout cart order shipping address country currency locale translation
timezone calendar reminder recurring schedule cron queue worker job batch retry backoff jitter
throttle debounce scroll virtual list grid drag drop reorder position fraction rebalance conflict
merge rebase branch review approve comment thread mention reaction emoji markdown preview editor
paste image resize crop thumbnail storage bucket policy permission security audit compliance gdpr
delete archive restore undo history activity log event stream replay snapshot backup restore`
    .split(/\s+/)
    .filter(Boolean)

/**
 * Real words first (the common ones), then made-up ones: a team's tracker also holds names,
 * codes and jargon, and a vocabulary of a few hundred words would put every word in most tasks.
 */
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ne',
  'ru',
  'sa',
  'ti',
  'vo',
  'ze',
  'bra',
  'dro',
  'fle',
  'gri',
  'plu',
  'sto',
  'tra',
]
const MADE_UP = Array.from({ length: 4000 }, (_, i) => {
  let word = ''
  for (let n = i + 17; word.length < 6 || n > 0; n = Math.floor(n / SYLLABLES.length)) {
    word += SYLLABLES[n % SYLLABLES.length]
    if (n === 0) break
  }
  return word
})
const LEXICON = [...new Set([...VOCABULARY, ...MADE_UP])]

/** mulberry32: small, fast, and the same sequence on every run. */
export function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function words(next: () => number, count: number): string {
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    const rank = Math.floor(LEXICON.length * next() ** 3)
    out.push(LEXICON[rank]!)
  }
  return out.join(' ')
}

export interface Corpus {
  titles: string[]
  descriptions: string[]
  /** For each comment, the index of its task. */
  commentTasks: number[]
  comments: string[]
}

export function corpus(tasks: number, comments: number, seed = 7): Corpus {
  const next = random(seed)
  const span = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const titles = Array.from({ length: tasks }, () => {
    const title = words(next, span(3, 8))
    return title[0]!.toUpperCase() + title.slice(1)
  })
  const descriptions = Array.from({ length: tasks }, () => words(next, span(10, 60)))
  const commentTasks = Array.from({ length: comments }, () => Math.floor(next() * tasks))
  const bodies = Array.from({ length: comments }, () => words(next, span(5, 40)))
  return { titles, descriptions, commentTasks, comments: bodies }
}

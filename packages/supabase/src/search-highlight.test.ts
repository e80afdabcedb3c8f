import { describe, expect, it } from 'vitest'
import { SEARCH_MARK_END, SEARCH_MARK_START, highlightParts } from './search-highlight.js'

const mark = (word: string) => `${SEARCH_MARK_START}${word}${SEARCH_MARK_END}`

describe('highlightParts', () => {
  it('cuts the text at the marks, keeping the rest as plain text', () => {
    expect(highlightParts(`Retry the ${mark('webhook')} on <b>${mark('timeout')}</b>`)).toEqual([
      { text: 'Retry the ', marked: false },
      { text: 'webhook', marked: true },
      { text: ' on <b>', marked: false },
      { text: 'timeout', marked: true },
      { text: '</b>', marked: false },
    ])
  })

  it('text without marks is one plain part; an empty text none', () => {
    expect(highlightParts('plain')).toEqual([{ text: 'plain', marked: false }])
    expect(highlightParts('')).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { foldForSearch, highlightParts, searchTerms } from '../../src/domain/help-search'
import { faqAudience } from '../../src/domain/help-topics'

describe('help search', () => {
  it('folds case and accents', () => {
    expect(foldForSearch('Dépôt de GARANTÍA')).toBe('depot de garantia')
  })

  it('splits a query into distinct words, longest first', () => {
    expect(searchTerms('  Card, card?  3-D   Secure ')).toEqual(['secure', 'card', '3-d'])
    expect(searchTerms(' ')).toEqual([])
  })

  it('highlights every occurrence in the original spelling', () => {
    expect(highlightParts('Le dépôt, puis le DEPOT.', ['depot'])).toEqual([
      { text: 'Le ', match: false },
      { text: 'dépôt', match: true },
      { text: ', puis le ', match: false },
      { text: 'DEPOT', match: true },
      { text: '.', match: false },
    ])
    expect(highlightParts('No match here', [])).toEqual([{ text: 'No match here', match: false }])
  })
})

describe('faq audience', () => {
  it('is pro for professionals, owner with campers, guest otherwise', () => {
    expect(faqAudience({ isPro: true, hasCampers: false })).toBe('pro')
    expect(faqAudience({ isPro: false, hasCampers: true })).toBe('owner')
    expect(faqAudience({ isPro: false, hasCampers: false })).toBe('guest')
  })
})

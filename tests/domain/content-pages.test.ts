import { describe, expect, it } from 'vitest'
import {
  contentHeadings,
  contentLinks,
  contentLocaleChain,
  headingSlug,
  parseContentDocument,
  resolveContentLocale,
} from '../../src/domain/content-pages'

describe('content file resolution', () => {
  it('falls back from a regional locale to its language, then English', () => {
    expect(contentLocaleChain('fr-be')).toEqual(['fr-be', 'fr', 'en'])
    expect(contentLocaleChain('en-us')).toEqual(['en-us', 'en'])
    expect(contentLocaleChain('en')).toEqual(['en'])
    expect(contentLocaleChain('ca')).toEqual(['ca', 'es', 'en'])
  })

  it('picks the first locale of the chain that has a file', () => {
    expect(resolveContentLocale('de-ch', ['en', 'de', 'de-ch'])).toBe('de-ch')
    expect(resolveContentLocale('de-ch', ['en', 'de'])).toBe('de')
    expect(resolveContentLocale('it-ch', ['en', 'de'])).toBe('en')
    expect(resolveContentLocale('pt-pt', ['en', 'es'])).toBe('en')
    expect(resolveContentLocale('fr', [])).toBeNull()
  })
})

describe('parseContentDocument', () => {
  it('reads the front matter, the title and the body', () => {
    const doc = parseContentDocument(
      '---\ndescription: Rent a van: easy.\nlayout : wide\n---\n\n# Surf **trip**\n\nIntro.\n\n## Where\n\nText.\n',
    )
    expect(doc.meta).toEqual({ description: 'Rent a van: easy.', layout: 'wide' })
    expect(doc.title).toBe('Surf trip')
    expect(doc.body).toBe('Intro.\n\n## Where\n\nText.')
  })

  it('accepts a file without front matter, with Windows line ends', () => {
    const doc = parseContentDocument('# Terms\r\n\r\nBody')
    expect(doc.meta).toEqual({})
    expect(doc.title).toBe('Terms')
    expect(doc.body).toBe('Body')
  })

  it('has no title when no level-one heading exists', () => {
    const doc = parseContentDocument('---\ndescription: x\n---\n## Only a section\n')
    expect(doc.title).toBeNull()
    expect(doc.body).toBe('## Only a section')
  })
})

describe('headings and links', () => {
  it('slugs headings into anchor ids', () => {
    expect(headingSlug('1. Who we are and what Roam does')).toBe('1-who-we-are-and-what-roam-does')
    expect(headingSlug('Données et sécurité')).toBe('donnees-et-securite')
    expect(headingSlug('[Your rights](/x) **now**')).toBe('your-rights-now')
  })

  it('lists headings outside code blocks', () => {
    const markdown = '# Title\n\n## One\n\n```\n## not a heading\n```\n\n### Two ##\n#hashtag'
    expect(contentHeadings(markdown)).toEqual([
      { level: 1, text: 'Title', id: 'title' },
      { level: 2, text: 'One', id: 'one' },
      { level: 3, text: 'Two', id: 'two' },
    ])
  })

  it('lists link targets and call-to-action targets, not images', () => {
    const markdown =
      'See [search](/s?pets=true "title") and [contact](roam:contact).\n\n![van](/van.jpg)\n\n<Cta to="/s?beds=4">Go</Cta>'
    expect(contentLinks(markdown)).toEqual(['/s?pets=true', 'roam:contact', '/s?beds=4'])
  })
})

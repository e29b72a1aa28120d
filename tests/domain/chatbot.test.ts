import { describe, expect, it } from 'vitest'
import { chatbotLanguage, chatbotSettings, isChatbotPath } from '../../src/domain/chatbot'

describe('chatbotLanguage', () => {
  it('maps Swiss, English-speaking, Dutch and Belgian locales to en', () => {
    for (const locale of [
      'de-ch',
      'fr-ch',
      'it-ch',
      'en',
      'en-gb',
      'en-ie',
      'en-us',
      'nl',
      'nl-be',
      'fr-be',
    ] as const) {
      expect(chatbotLanguage(locale)).toBe('en')
    }
  })
  it('keeps fr, pt, it, es and maps ca to es', () => {
    expect(chatbotLanguage('fr')).toBe('fr')
    expect(chatbotLanguage('pt-pt')).toBe('pt')
    expect(chatbotLanguage('it')).toBe('it')
    expect(chatbotLanguage('es')).toBe('es')
    expect(chatbotLanguage('ca')).toBe('es')
  })
})

describe('chatbotSettings', () => {
  it('needs the flag, the script and the id', () => {
    expect(chatbotSettings({ chatbot: { enabled: true, scriptUrl: 'https://bot.test/x.js', id: 'abc' } })).toEqual({
      scriptUrl: 'https://bot.test/x.js',
      id: 'abc',
    })
    expect(chatbotSettings({ chatbot: { enabled: false, scriptUrl: 'https://bot.test/x.js', id: 'abc' } })).toBeNull()
    expect(chatbotSettings({ chatbot: { enabled: true, scriptUrl: null, id: 'abc' } })).toBeNull()
    expect(chatbotSettings({ chatbot: { enabled: true, scriptUrl: 'https://bot.test/x.js', id: null } })).toBeNull()
  })
})

describe('isChatbotPath', () => {
  it('accepts /, /s, /campers/* and /d/*', () => {
    for (const path of ['/', '/s', '/s?beds=2', '/campers/12', '/d/account', '/d/bookings/3'])
      expect(isChatbotPath(path)).toBe(true)
  })
  it('rejects other paths', () => {
    for (const path of ['/terms', '/sign-in', '/campers', '/d', '/search', '/community/all-reviews'])
      expect(isChatbotPath(path)).toBe(false)
  })
})

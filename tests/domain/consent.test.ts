import { describe, expect, it } from 'vitest'
import { ALL_ACCEPTED, CONSENT_VERSION, parseConsent, serializeConsent } from '../../src/domain/consent'

describe('consent cookie', () => {
  it('keeps the version and every category, necessary always on', () => {
    const raw = serializeConsent({ analytics: true, marketing: false })
    expect(JSON.parse(raw)).toEqual({
      version: CONSENT_VERSION,
      categories: { necessary: true, analytics: true, marketing: false },
    })
    expect(parseConsent(raw)).toEqual({ analytics: true, marketing: false })
  })

  it('asks again when the version changed', () => {
    expect(parseConsent(serializeConsent(ALL_ACCEPTED, CONSENT_VERSION - 1))).toBeNull()
    expect(parseConsent(serializeConsent(ALL_ACCEPTED), CONSENT_VERSION + 1)).toBeNull()
  })

  it('treats a missing or unreadable cookie as no choice', () => {
    for (const raw of [
      undefined,
      null,
      '',
      'yes',
      '[]',
      '{"version":1}',
      '{"version":1,"categories":{"analytics":"yes","marketing":false}}',
    ]) {
      expect(parseConsent(raw)).toBeNull()
    }
  })
})

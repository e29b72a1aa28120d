import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAYMENT_ERROR_CODES } from '../../../src/server/services/referential/payment-errors'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('referential on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { CAN_PUBLISH_CAMPER: 'false' })
  })
  afterAll(() => t.close())

  it('answers /3/referential/ in the language of ?lang=, with every payment error titled', async () => {
    const response = await t.request('/3/referential/?lang=fr')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({
      lang: 'fr',
      can_publish_camper: false,
      payment_type_available: ['card', 'card_2', 'cred_4', 'paypal', 'ho_vou'],
      second_driver_fees: { amount: 1500, currency: 'EUR' },
      booking_min_days: 1,
    })
    expect(body.phone_number).toMatch(/^\+33 /)
    expect(body.min_days_future_rental_choices).toContain(7)
    expect(body.max_months_future_rental_choices).toContain(12)
    expect(Object.keys(body.payment_errors).sort()).toEqual([...PAYMENT_ERROR_CODES].sort())
    expect(body.payment_errors.default.title).toBe('Paiement refusé')
    expect(body.payment_errors.MPG_CARD_EXPIRED).toEqual({ title: 'Carte expirée', description: expect.any(String) })
  })

  it('falls back to Accept-Language, then to en-us, and varies payment methods by storefront', async () => {
    const dutch = await (
      await t.request('/3/referential/', { headers: { 'Accept-Language': 'nl-NL,nl;q=0.9,en;q=0.5' } })
    ).json()
    expect(dutch.lang).toBe('nl')
    expect(dutch.payment_type_available).toContain('ideal')
    const portuguese = await (await t.request('/3/referential/?lang=pt')).json()
    expect(portuguese).toMatchObject({ lang: 'pt-pt' })
    expect(portuguese.payment_type_available).toContain('mbway')
    expect(portuguese.payment_errors.default.title).toBe('Pagamento recusado')
    const catalan = await (await t.request('/3/referential/?lang=ca')).json()
    expect(catalan.payment_errors.default.title).toBe('Pago rechazado')
    const fallback = await (await t.request('/3/referential/')).json()
    expect(fallback.lang).toBe('en-us')
    expect(fallback.payment_errors.default.title).toBe('Payment failed')
    const swiss = await (await t.request('/api/internals/referential?lang=fr-ch')).json()
    expect(swiss.second_driver_fees.currency).toBe('CHF')
    expect(swiss.payment_errors.default.title).toBe('Paiement refusé')
  })

  it('serves the same referential to the web app on /api/internals/referential', async () => {
    const internal = await (await t.request('/api/internals/referential?lang=de')).json()
    const public3 = await (await t.request('/3/referential/?lang=de')).json()
    expect(internal).toEqual(public3)
    expect(internal.payment_errors.default.title).toBe('Zahlung fehlgeschlagen')
  })

  it('refuses an unknown language with a field error, never a 500', async () => {
    const response = await t.request('/api/internals/referential?lang=klingon')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ lang: [expect.stringContaining('Unknown language')] })
  })
})

describe.each(TEST_DATABASES)('routing referential on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { SIGN_IN_URL: 'https://accounts.roam.test/login' })
  })
  afterAll(() => t.close())

  it('gives every footer link on the storefront domain, with sign_in from SIGN_IN_URL', async () => {
    const response = await t.request('/api/internals/referential/routing?lang=fr')
    expect(response.status).toBe(200)
    const links = await response.json()
    expect(links.sign_in).toBe('https://accounts.roam.test/login')
    for (const key of [
      'sign_up',
      'blog',
      'contact',
      'team',
      'press',
      'partners',
      'gift_card',
      'ambassador',
      'contract',
    ]) {
      expect(links[key], key).toMatch(/^https:\/\/www\.roam\.fr\//)
    }
    expect(Object.keys(links.social_networks)).toEqual(
      expect.arrayContaining(['facebook', 'instagram', 'youtube', 'pinterest']),
    )
    for (const list of ['insurance', 'assistance']) {
      expect(links[list].length, list).toBeGreaterThan(0)
      for (const link of links[list])
        expect(link).toEqual({ label: expect.any(String), url: expect.stringMatching(/^https:\/\//) })
    }
    // The help centre is ours: localized paths to its pages, topics and questions.
    expect(links.help_center).toBe('/fr/help')
    expect(links.faq_home).toBe('/fr/help/faq')
    expect(links.help_guest[0]).toEqual({ label: 'Réserver un véhicule', url: '/fr/help/faq?topic=booking' })
    for (const link of [...links.help_guest, ...links.help_owner])
      expect(link.url).toMatch(/^\/fr\/help\/faq[?#][a-z-]+/)
    const english = await (await t.request('/api/internals/referential/routing?lang=en-us')).json()
    expect(english.help_center).toBe('/help')
    expect(links).toHaveProperty('jobs')
    expect(links).toHaveProperty('trusted_reviews')
    expect(links.app_store_ios).toMatch(/apps\.apple\.com/)
    expect(links.app_store_android).toMatch(/play\.google\.com/)
  })

  it('sends the sister-platform link to the locale, its language, then en', async () => {
    const page = async (lang: string) =>
      (await (await t.request(`/api/internals/referential/routing?lang=${lang}`)).json()).sister_platform
    expect(await page('nl-be')).toContain('/nl-be/')
    expect(await page('de-at')).toContain('/de/')
    expect(await page('es')).toContain('/en/')
    expect(await page('fr')).toContain('utm_source=')
  })

  it('names the outside help centre when one is configured, in every language', async () => {
    const outside = await createTestApp(kind, { HELP_CENTER_URL: 'https://help.roam.test/hc' })
    try {
      for (const lang of ['fr', 'en-gb'])
        expect(
          (await (await outside.request(`/api/internals/referential/routing?lang=${lang}`)).json()).help_center,
        ).toBe('https://help.roam.test/hc')
    } finally {
      await outside.close()
    }
  })

  it('answers null sign_in when no sign-in address is configured', async () => {
    const bare = await createTestApp(kind, { SIGN_IN_URL: '' })
    try {
      const links = await (await bare.request('/api/internals/referential/routing?lang=en-gb')).json()
      expect(links.sign_in).toBeNull()
      expect(links.sign_up).toMatch(/^https:\/\/www\.roam\.com\//)
    } finally {
      await bare.close()
    }
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count } from 'drizzle-orm'
import { FAQ_TOPICS } from '../../../src/domain/help-topics'
import { faqEntries, faqEntryTranslations } from '../../../src/server/db/schema'
import { loadFaqContent, type FaqContent } from '../../../src/server/services/help/faq-content'
import { FAQ_ENTRIES } from '../../../src/server/services/help/faq-entries'
import { syncFaqContent } from '../../../src/server/services/help/faq-sync'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

// A partial French file: untranslated questions fall back to English.
const french: FaqContent = {
  topics: { deposit: 'Caution', booking: 'Réservation' },
  entries: {
    'deposit-return': {
      question: 'Quand la caution est-elle rendue ?',
      answer: 'Le propriétaire rend le dépôt au retour du véhicule.',
    },
  },
}

interface Faq {
  lang: string
  count: number
  topics: Array<{ key: string; title: string; count: number }>
  results: Array<{
    id: number
    key: string
    topic: string
    audiences: string[]
    featured: boolean
    question: string
    answer: string
  }>
}

describe.each(TEST_DATABASES)('help centre FAQ on %s', (kind) => {
  let t: TestApp
  const english = loadFaqContent()
  const faq = async (query: string, init: RequestInit & { token?: string } = {}) => {
    const response = await t.request(`/3/faq/${query}`, init)
    return { status: response.status, body: (await response.json()) as Faq }
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    await syncFaqContent(t.db, new Map([...english, ['fr', french]]))
  })
  afterAll(() => t.close())

  it('lists every topic with its title and every question in page order', async () => {
    const { status, body } = await faq('')
    expect(status).toBe(200)
    expect(body.lang).toBe('en-us')
    expect(body.topics.map((topic) => topic.key)).toEqual([...FAQ_TOPICS])
    expect(body.topics.find((topic) => topic.key === 'payouts')).toEqual({ key: 'payouts', title: 'Payouts', count: 4 })
    expect(body.count).toBe(FAQ_ENTRIES.length)
    // Grouped by topic in topic order, each topic in the order of faq-entries.ts.
    const expected = FAQ_TOPICS.flatMap((topic) =>
      FAQ_ENTRIES.filter((entry) => entry.topic === topic).map((entry) => entry.key),
    )
    expect(body.results.map((entry) => entry.key)).toEqual(expected)
    const deposit = body.results.find((entry) => entry.key === 'deposit-return')!
    expect(deposit).toMatchObject({ topic: 'deposit', audiences: ['guest', 'owner', 'pro'], featured: true })
    expect(deposit.question).toBe(english.get('en')!.entries['deposit-return']!.question)
  })

  it('searches question and answer ignoring case and accents, every word required', async () => {
    const { body } = await faq('?q=DEPOSIT%20given%20back')
    expect(body.results.map((entry) => entry.key)).toContain('deposit-return')
    expect(body.results.every((entry) => /deposit/i.test(entry.question + entry.answer))).toBe(true)
    expect(body.topics.find((topic) => topic.key === 'deposit')!.count).toBeGreaterThan(0)
    expect((await faq('?q=3-D%20Secure')).body.results.map((entry) => entry.key)).toContain('payment-3ds')
    expect((await faq('?q=deposit%20zeppelin')).body.count).toBe(0)
    // LIKE wildcards are searched literally.
    expect((await faq('?q=%25')).body.count).toBe(0)
    const french = await faq('?lang=fr&q=DEPOT%20rendu')
    expect(french.body.results.map((entry) => entry.key)).toEqual(['deposit-return'])
  })

  it('answers in the reader’s locale with the fallback chain fr-be → fr → en', async () => {
    const { body } = await faq('', { headers: { 'Accept-Language': 'fr-BE,fr;q=0.9' } })
    expect(body.lang).toBe('fr-be')
    expect(body.topics.find((topic) => topic.key === 'deposit')!.title).toBe('Caution')
    expect(body.topics.find((topic) => topic.key === 'payment')!.title).toBe('Payment')
    expect(body.results.find((entry) => entry.key === 'deposit-return')!.question).toBe(
      'Quand la caution est-elle rendue ?',
    )
    expect(body.results.find((entry) => entry.key === 'deposit-means')!.question).toBe('How can the deposit be paid?')
    expect(body.count).toBe(FAQ_ENTRIES.length)
    // ?lang= wins over the header.
    expect((await faq('?lang=en-gb', { headers: { 'Accept-Language': 'fr' } })).body.topics[5]!.title).toBe(
      'Cancellation',
    )
  })

  it('filters by topic and audience; topic counts ignore the topic filter', async () => {
    const { body } = await faq('?topic=payouts')
    expect(body.results.map((entry) => entry.topic)).toEqual(['payouts', 'payouts', 'payouts', 'payouts'])
    expect(body.topics.find((topic) => topic.key === 'booking')!.count).toBeGreaterThan(0)
    const forGuests = await faq('?audience=guest')
    expect(forGuests.body.results.every((entry) => entry.audiences.includes('guest'))).toBe(true)
    expect(forGuests.body.results.map((entry) => entry.key)).not.toContain('payouts-iban')
  })

  it('refuses a bad query with field errors', async () => {
    expect(await faq('?topic=weather')).toMatchObject({
      status: 400,
      body: { topic: [expect.stringMatching(/^Not a valid topic/)] },
    })
    expect(await faq('?audience=staff')).toMatchObject({ status: 400, body: { audience: [expect.any(String)] } })
    expect(await faq(`?q=${'a'.repeat(201)}`)).toMatchObject({
      status: 400,
      body: { q: ['Ensure this field has no more than 200 characters.'] },
    })
    expect((await faq('?lang=xx')).status).toBe(400)
  })

  it('syncs idempotently: a second run changes nothing, edits and removals deploy', async () => {
    const before = await t.db.select({ total: count() }).from(faqEntryTranslations)
    await syncFaqContent(t.db, new Map([...english, ['fr', french]]))
    expect(await t.db.select({ total: count() }).from(faqEntryTranslations)).toEqual(before)

    const edited: FaqContent = {
      ...french,
      entries: { 'deposit-means': { question: 'Comment payer la caution ?', answer: 'Par carte.' } },
    }
    await syncFaqContent(t.db, new Map([...english, ['fr', edited]]))
    const { body } = await faq('?lang=fr&topic=deposit')
    expect(body.results.map((entry) => entry.question)).toEqual([
      english.get('en')!.entries['deposit-amount']!.question,
      'Comment payer la caution ?',
      english.get('en')!.entries['deposit-return']!.question,
    ])
    const [entries] = await t.db.select({ total: count() }).from(faqEntries)
    expect(entries!.total).toBe(FAQ_ENTRIES.length)
    await syncFaqContent(t.db, new Map([...english, ['fr', french]]))
  })

  describe('GET /3/faq/user/{id}/', () => {
    it('needs a sign-in, a numeric id, and the user themself or staff', async () => {
      const guest = await createUser(t)
      const other = await createUser(t)
      const staff = await createUser(t, { isStaff: true })
      const { access_token: token } = await tokensFor(t, guest.email)
      const { access_token: staffToken } = await tokensFor(t, staff.email)
      expect((await t.request(`/3/faq/user/${guest.id}/`)).status).toBe(401)
      const notNumeric = await t.request('/3/faq/user/me/', { token })
      expect(notNumeric.status).toBe(400)
      expect(await notNumeric.json()).toEqual({ id: ['A valid integer is required.'] })
      const forbidden = await t.request(`/3/faq/user/${other.id}/`, { token })
      expect(forbidden.status).toBe(403)
      expect(await forbidden.json()).toMatchObject({ code: 'forbidden' })
      expect((await t.request('/3/faq/user/999999/', { token: staffToken })).status).toBe(404)
      const asStaff = await t.request(`/3/faq/user/${other.id}/`, { token: staffToken })
      expect(asStaff.status).toBe(200)
      expect(await asStaff.json()).toMatchObject({ audience: 'guest' })
    })

    it('gives guests, owners and professionals their own questions', async () => {
      const guest = await createUser(t)
      const owner = await createUser(t, { isOwner: true })
      await createCamper(t, owner.id)
      const pro = await createUser(t, { isPro: true, professionalType: 'BUSINESS' })
      const read = async (user: { id: number; email: string }, query = '') => {
        const { access_token: token } = await tokensFor(t, user.email)
        const response = await t.request(`/3/faq/user/${user.id}/${query}`, { token })
        expect(response.status).toBe(200)
        return (await response.json()) as Faq & { audience: string }
      }
      const forGuest = await read(guest)
      expect(forGuest.audience).toBe('guest')
      expect(forGuest.results.map((entry) => entry.key)).toContain('payment-instalments')
      expect(forGuest.results.map((entry) => entry.key)).not.toContain('payouts-iban')
      const forOwner = await read(owner, '?topic=payouts')
      expect(forOwner.audience).toBe('owner')
      expect(forOwner.results.map((entry) => entry.key)).toEqual(['payouts-when', 'payouts-iban', 'payouts-history'])
      const forPro = await read(pro, '?q=UBO')
      expect(forPro.audience).toBe('pro')
      expect(forPro.results.map((entry) => entry.key)).toContain('payouts-ubo')
    })
  })
})

import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertCharged, insertRefund } from '../../../src/server/services/payments/payment-status'
import { payoutProvider } from '../../../src/server/providers/payouts/payouts'
import { runPayoutJobs } from '../../../src/server/services/payouts/payout-jobs'
import { createUser, signedInUser } from '../support/accounts'
import { createCamper } from '../support/campers'
import { pdfText } from '../support/pdf-text'
import { createPricesBooking } from '../support/prices-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const IBAN = {
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'AGRIFRPP',
  holder_name: 'Marie Curie',
  address: '1 rue de la Paix',
  city: 'Paris',
  postal_code: '75002',
  country: 'FR',
}
const thisYear = new Date().getUTCFullYear()
/** A title a naive CSV writer would break: a comma, quotes and an accent. */
const TITLE = 'Fourgon "Étoile", 4 places'

describe.each(TEST_DATABASES)("owners' CSV exports and yearly statement (%s)", (kind) => {
  let t: TestApp
  let owner: { id: number; token: string }
  let stranger: { id: number; token: string }

  const account = (extra: Parameters<typeof signedInUser>[1] = {}) => signedInUser(t, extra)
  const get = (path: string, token = owner.token) => t.request(path, { token })
  const csvRows = async (response: Response) =>
    parse(await response.text(), { bom: true, columns: true }) as Array<Record<string, string>>

  beforeAll(async () => {
    t = await createTestApp(kind, { PAYMENT_SANDBOX_DELAY_MS: '0', BILLING_ISSUER: 'Roam SAS | 5 rue du Port, Nantes' })
    owner = await account({ firstName: 'Marie', lastName: 'Curie', locale: 'fr' })
    stranger = await account()
    expect((await t.request('/3/mangopay/iban/', { method: 'POST', token: owner.token, json: IBAN })).status).toBe(201)
    const guest = await createUser(t)
    const camper = await createCamper(t, owner.id, { title: TITLE })
    const done = await createPricesBooking(t, {
      camperId: camper.id,
      guestId: guest.id,
      startIn: -10,
      days: 5,
      status: 'DONE',
    })
    const toCome = await createPricesBooking(t, {
      camperId: camper.id,
      guestId: guest.id,
      startIn: 20,
      days: 3,
      status: 'TO_COME',
    })
    const paid = (bookingId: number, amount: number, reason: 'booking' | 'upgrade') => ({
      bookingId,
      userId: guest.id,
      reason,
      method: 'card' as const,
      amount,
      currency: 'EUR',
      providerKey: `statement-${bookingId}-${reason}`,
    })
    await insertCharged(t.db, [
      paid(done.id, 60000, 'booking'),
      paid(done.id, 1575, 'upgrade'),
      paid(toCome.id, 30000, 'booking'),
    ])
    await insertRefund(
      t.db,
      {
        bookingId: toCome.id,
        userId: guest.id,
        method: 'card',
        amount: 4500,
        currency: 'EUR',
        status: 'SUCCEEDED',
        providerKey: `statement-${toCome.id}-refund`,
      },
      'refund',
    )
    expect(await runPayoutJobs(t.db, payoutProvider(t.db, t.env))).toEqual({ paid: 1, failed: 0 })
  })
  afterAll(() => t.close())

  it('exports the pay-ins and payouts of the year as CSV: the JSON lists line for line, any title intact', async () => {
    for (const [list, fields] of [
      ['payin', ['paid_at', 'booking_id', 'camper_title', 'reason', 'method', 'amount', 'currency']],
      ['payout', ['paid_at', 'booking_id', 'camper_title', 'date_from', 'date_to', 'status', 'amount', 'currency']],
    ] as const) {
      const response = await get(`/3/mangopay/${list}/export/?year=${thisYear}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="roam-${list}s-${thisYear}.csv"`)
      const rows = await csvRows(response)
      const json = (await (await get(`/3/mangopay/${list}/?year=${thisYear}`)).json()) as {
        results: Array<Record<string, unknown>>
      }
      expect(json.results.length).toBeGreaterThan(0)
      expect(rows).toEqual(
        json.results.map((line) => Object.fromEntries(fields.map((field) => [field, String(line[field])]))),
      )
      expect(rows.every((row) => row.camper_title === TITLE)).toBe(true)
    }
    const payins = await csvRows(await get(`/3/mangopay/payin/export/?year=${thisYear}`))
    expect(payins.map((row) => [row.reason, row.amount])).toEqual([
      ['booking', '600.00'],
      ['upgrade', '15.75'],
      ['booking', '300.00'],
      ['refund', '-45.00'],
    ])
  })

  it("writes the yearly statement in the owner's language, with the lines and totals of the payouts pages", async () => {
    const response = await get(`/3/mangopay/statement/?year=${thisYear}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="roam-statement-${thisYear}.pdf"`)
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()))
    const payins = (await (await get(`/3/mangopay/payin/?year=${thisYear}`)).json()) as {
      totals: Array<{ amount: string }>
    }
    const payouts = (await (await get(`/3/mangopay/payout/?year=${thisYear}`)).json()) as {
      totals: Array<{ amount: string }>
      results: Array<{ amount: string }>
    }
    const euros = (amount: string) =>
      new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(Number(amount)).replace(/\s/g, ' ')
    const flat = text.replace(/\s/g, ' ')
    expect(flat).toContain(`Relevé annuel ${thisYear}`)
    expect(flat).toContain('Roam SAS')
    expect(flat).toContain('Marie Curie')
    expect(flat).toContain('Versé par les voyageurs')
    expect(flat).toContain(euros(payins.totals[0]!.amount))
    expect(flat).toContain('Virés sur votre compte')
    expect(flat).toContain(euros(payouts.totals[0]!.amount))
    for (const amount of ['600.00', '15.75', '300.00', '-45.00', payouts.results[0]!.amount])
      expect(flat).toContain(euros(amount))
    expect(flat).toContain(TITLE)
  })

  it("gives a stranger their own empty year, and refuses a year that isn't one", async () => {
    expect(await csvRows(await get(`/3/mangopay/payin/export/?year=${thisYear}`, stranger.token))).toEqual([])
    const statement = await get(`/3/mangopay/statement/?year=${thisYear}`, stranger.token)
    const text = await pdfText(new Uint8Array(await statement.arrayBuffer()))
    expect(text).toContain(`No payment in ${thisYear}.`)
    expect(text).not.toContain('Curie')
    for (const path of ['/3/mangopay/payin/export/', '/3/mangopay/payout/export/', '/3/mangopay/statement/']) {
      const missing = await get(path)
      expect(missing.status).toBe(400)
      expect(await missing.json()).toEqual({ year: ['year is needed'] })
      expect((await get(`${path}?year=twenty`)).status).toBe(400)
      expect((await t.request(`${path}?year=${thisYear}`)).status).toBe(401)
    }
  })
})

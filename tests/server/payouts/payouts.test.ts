import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { notifications, outbox, payouts } from '../../../src/server/db/schema'
import { outboxEmailRenderer } from '../../../src/server/mail/render-email'
import { payoutProvider } from '../../../src/server/providers/payouts/payouts'
import { decideSandboxUboDeclarations } from '../../../src/server/providers/payouts/sandbox-payouts'
import { runPayoutJobs } from '../../../src/server/services/payouts/payout-jobs'
import { signedInUser } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createPricesBooking } from '../support/prices-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'
import { insertCharged } from '../../../src/server/services/payments/payment-status'

/** The guest paid a trip of `days` at the test camper's 85.50 by card (a charge the provider took). */
const paidInFull = (t: TestApp, trip: { id: number; guestId: number }, days: number) =>
  insertCharged(t.db, {
    bookingId: trip.id,
    userId: trip.guestId,
    reason: 'booking',
    method: 'card',
    amount: days * 8550,
    currency: 'EUR',
    providerKey: `paid-in-full-${trip.id}`,
  })

const IBAN = {
  iban: 'fr76 3000 6000 0112 3456 7890 189',
  bic: 'agrifrpp',
  holder_name: 'Ada Lovelace',
  address: '1 rue de la Paix',
  city: 'Paris',
  postal_code: '75002',
  country: 'fr',
}
const UBO = {
  first_name: 'Grace',
  last_name: 'Hopper',
  address: '2 quai Voltaire',
  city: 'Lyon',
  postal_code: '69002',
  country: 'FR',
  nationality: 'US',
  birthday: '1966-12-09',
  birthplace_city: 'New York',
  birthplace_country: 'US',
}
const thisYear = new Date().getUTCFullYear()

describe.each(TEST_DATABASES)('payouts API (%s)', (kind) => {
  let t: TestApp
  let owner: { id: number; token: string }
  let other: { id: number; token: string }
  let business: { id: number; token: string }

  const account = (extra: Parameters<typeof signedInUser>[1] = {}) => signedInUser(t, extra)

  beforeAll(async () => {
    t = await createTestApp(kind, { PAYMENT_SANDBOX_DELAY_MS: '0', PAYOUT_SANDBOX_UBO_REVIEW_SECONDS: '3600' })
    owner = await account()
    other = await account()
    business = await account({ isPro: true, professionalType: 'BUSINESS' })
  })
  afterAll(() => t.close())

  it('saves an IBAN with the provider, answers it masked, and keeps it from other users', async () => {
    expect((await t.request('/3/mangopay/iban/', { token: owner.token })).status).toBe(404)
    const saved = await t.request('/3/mangopay/iban/', { method: 'POST', token: owner.token, json: IBAN })
    expect(saved.status).toBe(201)
    const body = await saved.json()
    expect(body).toMatchObject({
      iban: 'FR76 **** **** 0189',
      bic: 'AGRIFRPP',
      holder_name: 'Ada Lovelace',
      country: 'FR',
    })
    expect(JSON.stringify(body)).not.toContain('3000600001')
    expect(await (await t.request('/3/mangopay/iban/', { token: owner.token })).json()).toEqual(body)
    expect((await t.request('/3/mangopay/iban/', { token: other.token })).status).toBe(404)
    expect((await t.request('/3/mangopay/iban/')).status).toBe(401)
  })

  it('answers a bad IBAN, BIC or missing holder with field errors', async () => {
    const bad = await t.request('/3/mangopay/iban/', {
      method: 'POST',
      token: other.token,
      json: { ...IBAN, iban: 'FR76 3000 6000 0112 3456 7890 188', bic: 'NOPE' },
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      iban: ['Enter a valid IBAN.'],
      bic: ['Enter a valid BIC (8 or 11 characters).'],
    })
    const missing = await t.request('/3/mangopay/iban/', {
      method: 'POST',
      token: other.token,
      json: { iban: IBAN.iban, bic: IBAN.bic },
    })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({
      holder_name: ['This field is required.'],
      address: ['This field is required.'],
    })
  })

  it('keeps the UBO declaration to business accounts', async () => {
    const refused = await t.request('/3/mangopay/ubo-declaration/', { token: owner.token })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 'not_business' })
  })

  it('creates the declaration on first read, adds at most four UBOs, submits it and follows the review', async () => {
    const first = await (await t.request('/3/mangopay/ubo-declaration/', { token: business.token })).json()
    expect(first).toMatchObject({ status: 'C', display_status: 'CREATED', can_edit: true, ubos: [] })
    const path = `/3/mangopay/ubo-declaration/${first.id}/ubo/`

    const empty = await t.request('/3/mangopay/ubo-declaration/', { method: 'PATCH', token: business.token })
    expect(empty.status).toBe(400)
    expect(await empty.json()).toHaveProperty('non_field_errors')

    const badUbo = await t.request(path, {
      method: 'POST',
      token: business.token,
      json: { ...UBO, birthday: '1966-13-40', nationality: 'USA', first_name: '' },
    })
    expect(badUbo.status).toBe(400)
    expect(Object.keys(await badUbo.json()).sort()).toEqual(['birthday', 'first_name', 'nationality'])

    const ubos = []
    for (const name of ['Grace', 'Alan', 'Barbara', 'Edsger']) {
      const added = await t.request(path, { method: 'POST', token: business.token, json: { ...UBO, first_name: name } })
      expect(added.status).toBe(201)
      ubos.push(await added.json())
    }
    const fifth = await t.request(path, { method: 'POST', token: business.token, json: UBO })
    expect(fifth.status).toBe(400)
    expect(await fifth.json()).toEqual({ non_field_errors: ['A declaration has at most 4 beneficial owners.'] })

    const changed = await t.request(`${path}${ubos[1].id}/`, {
      method: 'PATCH',
      token: business.token,
      json: { last_name: 'Turing', city: 'Wilmslow' },
    })
    expect(await changed.json()).toMatchObject({ first_name: 'Alan', last_name: 'Turing', city: 'Wilmslow' })
    expect(
      (await (await t.request(path, { token: business.token })).json()).map(
        (ubo: { first_name: string }) => ubo.first_name,
      ),
    ).toEqual(['Grace', 'Alan', 'Barbara', 'Edsger'])

    // Another business never reaches this declaration.
    const rival = await account({ isPro: true, professionalType: 'BUSINESS' })
    expect((await t.request(path, { token: rival.token })).status).toBe(404)
    expect(
      (await t.request(`${path}${ubos[0].id}/`, { method: 'PATCH', token: rival.token, json: { city: 'X' } })).status,
    ).toBe(404)
    expect((await t.request(path, { method: 'POST', token: rival.token, json: UBO })).status).toBe(404)

    const submitted = await t.request('/3/mangopay/ubo-declaration/', { method: 'PATCH', token: business.token })
    expect(await submitted.json()).toMatchObject({ status: 'A', display_status: 'VALIDATION_ASKED', can_edit: false })
    expect(
      (await t.request(`${path}${ubos[0].id}/`, { method: 'PATCH', token: business.token, json: { city: 'Paris' } }))
        .status,
    ).toBe(400)

    await decideSandboxUboDeclarations(t.db, new Date(Date.now() + 7_200_000))
    expect(await (await t.request('/3/mangopay/ubo-declaration/', { token: business.token })).json()).toMatchObject({
      status: 'V',
      display_status: 'VALIDATED',
    })
  })

  it('has a minor beneficial owner refused by the provider review', async () => {
    const minorBusiness = await account({ isPro: true, professionalType: 'BUSINESS' })
    const declaration = await (await t.request('/3/mangopay/ubo-declaration/', { token: minorBusiness.token })).json()
    const birthday = `${thisYear - 10}-01-01`
    expect(
      (
        await t.request(`/3/mangopay/ubo-declaration/${declaration.id}/ubo/`, {
          method: 'POST',
          token: minorBusiness.token,
          json: { ...UBO, birthday },
        })
      ).status,
    ).toBe(201)
    await t.request('/3/mangopay/ubo-declaration/', { method: 'PATCH', token: minorBusiness.token })
    await decideSandboxUboDeclarations(t.db, new Date(Date.now() + 7_200_000))
    const refused = await (await t.request('/3/mangopay/ubo-declaration/', { token: minorBusiness.token })).json()
    expect(refused).toMatchObject({ status: 'R', display_status: 'REFUSED', can_edit: true })
    expect(refused.refused_reason).toContain('under 18')
  })

  it('checks the tax identification number against its country', async () => {
    expect((await t.request('/v4/users/me/tax-identification-number/', { token: owner.token })).status).toBe(404)
    const bad = await t.request('/v4/users/me/tax-identification-number/', {
      method: 'PUT',
      token: owner.token,
      json: { country: 'DE', number: '0123' },
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toHaveProperty('number')
    const saved = await t.request('/v4/users/me/tax-identification-number/', {
      method: 'PUT',
      token: owner.token,
      json: { country: 'fr', number: '1 23 45 678 901 23' },
    })
    expect(await saved.json()).toMatchObject({ country: 'FR', number: '1234567890123' })
    expect((await t.request('/v4/users/me/tax-identification-number/', { token: other.token })).status).toBe(404)
  })

  it('needs a year for payins and payouts', async () => {
    for (const path of ['/3/mangopay/payin/', '/3/mangopay/payout/']) {
      const missing = await t.request(path, { token: owner.token })
      expect(missing.status).toBe(400)
      expect(await missing.json()).toEqual({ year: ['year is needed'] })
      expect((await t.request(`${path}?year=twenty`, { token: owner.token })).status).toBe(400)
    }
  })

  it("pays the owner's share out after the trip, lists payins and payouts of the year, and only to their owner", async () => {
    const guest = await account()
    const camper = await createCamper(t, owner.id)
    const trip = await createPricesBooking(t, {
      camperId: camper.id,
      guestId: guest.id,
      startIn: -10,
      days: 5,
      status: 'DONE',
    })
    const ongoing = await createPricesBooking(t, {
      camperId: camper.id,
      guestId: guest.id,
      startIn: -2,
      days: 5,
      status: 'ONGOING',
    })
    await insertCharged(
      t.db,
      [trip, ongoing].map((booking) => ({
        bookingId: booking.id,
        userId: guest.id,
        reason: 'booking' as const,
        method: 'card' as const,
        amount: 60000,
        currency: 'EUR',
        providerKey: `test-${booking.id}`,
      })),
    )

    const report = await runPayoutJobs(t.db, payoutProvider(t.db, t.env))
    expect(report).toEqual({ paid: 1, failed: 0 })
    // A second run pays nothing twice.
    expect(await runPayoutJobs(t.db, payoutProvider(t.db, t.env))).toEqual({ paid: 0, failed: 0 })
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.bookingId, trip.id))
    // 5 days at 85.50 less the 15 % commission.
    expect(payout).toMatchObject({ amount: Math.round(5 * 8550 * 0.85), status: 'SUCCEEDED', ownerId: owner.id })
    // The owner is told once, with the amount the payout row holds.
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, owner.id))
    expect(told.map((row) => [row.kind, row.event])).toEqual([['payout_sent', `payout:${payout!.id}`]])
    const [email] = (await t.db.select().from(outbox)).filter((row) => row.template === 'account_update')
    const rendered = await outboxEmailRenderer({ PUBLIC_URL: 'https://roam.example', LOCALE_STRATEGY: 'prefix' })(
      email!,
    )
    expect(rendered.subject).toBe(`We sent you €${(payout!.amount / 100).toFixed(2)}`)
    expect(rendered.text).toContain('/en/d/account/documents-owner/payouts')

    const payouts_ = await (await t.request(`/3/mangopay/payout/?year=${thisYear}`, { token: owner.token })).json()
    expect(payouts_).toMatchObject({
      year: thisYear,
      count: 1,
      totals: [{ currency: 'EUR', amount: (payout!.amount / 100).toFixed(2) }],
      results: [{ booking_id: trip.id, status: 'SUCCEEDED' }],
    })
    const payins = await (await t.request(`/3/mangopay/payin/?year=${thisYear}`, { token: owner.token })).json()
    expect(payins).toMatchObject({ count: 2, totals: [{ currency: 'EUR', amount: '1200.00' }] })
    expect(
      (await (await t.request(`/3/mangopay/payout/?year=${thisYear - 1}`, { token: owner.token })).json()).count,
    ).toBe(0)

    for (const path of ['/3/mangopay/payout/', '/3/mangopay/payin/']) {
      expect(await (await t.request(`${path}?year=${thisYear}`, { token: other.token })).json()).toMatchObject({
        count: 0,
        totals: [],
      })
      expect((await (await t.request(`${path}?year=${thisYear}`, { token: guest.token })).json()).count).toBe(0)
    }
  })

  it('waits for an IBAN before paying out a finished trip', async () => {
    const noIban = await account()
    const camper = await createCamper(t, noIban.id)
    const trip = await createPricesBooking(t, {
      camperId: camper.id,
      guestId: other.id,
      startIn: -30,
      days: 3,
      status: 'DONE',
    })
    await paidInFull(t, trip, 3)
    await runPayoutJobs(t.db, payoutProvider(t.db, t.env))
    expect(await t.db.select().from(payouts).where(eq(payouts.bookingId, trip.id))).toEqual([])
    await t.request('/3/mangopay/iban/', { method: 'POST', token: noIban.token, json: IBAN })
    await runPayoutJobs(t.db, payoutProvider(t.db, t.env))
    expect(await t.db.select().from(payouts).where(eq(payouts.bookingId, trip.id))).toMatchObject([
      { status: 'SUCCEEDED' },
    ])
  })

  it('tells the owner when the bank refuses a payout, with the amount and a link to the IBAN', async () => {
    const refused = await account()
    await t.request('/3/mangopay/iban/', { method: 'POST', token: refused.token, json: IBAN })
    const camper = await createCamper(t, refused.id)
    const trip = await createPricesBooking(t, {
      camperId: camper.id,
      guestId: other.id,
      startIn: -40,
      days: 3,
      status: 'DONE',
    })
    await paidInFull(t, trip, 3)
    // The bank's answer: the account is closed.
    const provider = payoutProvider(t.db, t.env)
    const closedAccount = {
      ...provider,
      payOut: async () => ({
        id: `refused-${trip.id}`,
        status: 'FAILED' as const,
        resultCode: 'MPG_BANK_ACCOUNT_UNKNOWN',
      }),
    }
    expect((await runPayoutJobs(t.db, closedAccount)).failed).toBeGreaterThanOrEqual(1)
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.bookingId, trip.id))
    expect(payout).toMatchObject({ status: 'FAILED' })
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, refused.id))
    expect(told.map((row) => [row.kind, row.event])).toEqual([['payout_failed', `payout:${payout!.id}`]])
    const email = (await t.db.select().from(outbox)).find(
      (row) => row.recipient === refused.email && row.template === 'account_update',
    )
    const rendered = await outboxEmailRenderer({ PUBLIC_URL: 'https://roam.example', LOCALE_STRATEGY: 'prefix' })(
      email!,
    )
    expect(rendered.subject).toBe(`We could not send you €${(payout!.amount / 100).toFixed(2)}`)
  })
})

import { readFile } from 'node:fs/promises'
import { expect } from '@playwright/test'
import { test } from './support/worker-server'
import { as, guestBookingIn, isoDay, token } from './support/api'
import { presetConsent } from './support/consent'
import { signIn } from './support/session'
import { pdfText } from '../server/support/pdf-text'

// A guest downloads the receipt of a payment and the trip's invoice from the trip page, and after a cancellation its
// credit note: numbered PDFs that say what the ledger and the price hold.
test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

test('a guest downloads the receipt of a payment of a paid trip, and it says what was paid', async ({
  page,
  request,
}) => {
  const tripId = await guestBookingIn(request, 'guest@roam.test', 'TO_COME')
  const guest = as(await token(request, 'guest@roam.test'))
  const { results } = (await (await request.get(`/3/my-requests/${tripId}/payments/`, { headers: guest })).json()) as {
    results: Array<{ id: number; amount: string; status: string; state: string }>
  }
  // The receipt is written in the guest's language (the demo guest's is German), amounts formatted for it.
  const { locale } = (await (await request.get('/3/users/me/', { headers: guest })).json()) as { locale: string }
  const paid = results.find((payment) => payment.status === 'SUCCEEDED' && payment.state === 'done')!
  expect(paid).toBeDefined()

  await signIn(page, 'guest@roam.test', undefined, `/d/trips/${tripId}`)
  const receipts = page.getByRole('region', { name: 'Payments and receipts' })
  const first = receipts.getByRole('listitem').filter({ hasText: 'Download the receipt' }).first()
  await expect(first).toBeVisible({ timeout: 20_000 })
  const money = (language: string) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(Number(paid.amount))
  await expect(first).toContainText(money('en'))
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    first.getByRole('button', { name: 'Download the receipt' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^roam-receipt-ROAM-\d{4}-\d{6}\.pdf$/)
  const text = await pdfText(new Uint8Array(await readFile((await download.path())!)))
  const number = download.suggestedFilename().slice('roam-receipt-'.length, -'.pdf'.length)
  expect(text).toContain(number)
  expect(text).toContain(String(tripId))
  // The amount, as the ledger holds it, formatted for the guest (no-break spaces are plain spaces in the PDF's text).
  expect(text).toContain(money(locale).replace(/\s/g, ' '))

  // The trip's invoice: the price line by line, its total the server's price of the trip.
  const prices = (await (await request.get(`/3/my-requests/${tripId}/prices/`, { headers: guest })).json()) as {
    price: string
  }
  const [invoice] = await Promise.all([
    page.waitForEvent('download'),
    receipts.getByRole('button', { name: 'Download the invoice' }).click(),
  ])
  expect(invoice.suggestedFilename()).toMatch(/^roam-invoice-ROAM-\d{4}-\d{6}\.pdf$/)
  const invoiceText = await pdfText(new Uint8Array(await readFile((await invoice.path())!)))
  expect(invoiceText).toContain(invoice.suggestedFilename().slice('roam-invoice-'.length, -'.pdf'.length))
  expect(invoiceText).toContain(
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' })
      .format(Number(prices.price))
      .replace(/\s/g, ' '),
  )
})

test('after a late cancellation of an invoiced trip, the guest downloads a credit note of the refunded part', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  // A trip of the demo guest, accepted and paid now, starting inside the on-time cancellation window.
  const owner = await token(request, 'owner@roam.test')
  const guest = await token(request, 'guest@roam.test')
  const owned = await request.get('/v4/bookings-owner/?page_size=50', { headers: as(owner) })
  const campers = [
    ...new Set(
      (
        (await owned.json()) as { results: Array<{ camper: { id: number; instant_booking_activated: boolean } }> }
      ).results
        .filter((booking) => !booking.camper.instant_booking_activated)
        .map((booking) => booking.camper.id),
    ),
  ]
  // Inside the on-time cancellation window (30 days) but before the last week: cancelled late, half refunded.
  let found: { camper: number; stay: { date_from: string; date_to: string } } | undefined
  for (const camper of campers) {
    for (let offset = 9; offset <= 23 && !found; offset += 2) {
      const stay = { date_from: isoDay(offset), date_to: isoDay(offset + 5) }
      const price = await request.get(
        `/3/products/${camper}/price/?date_from=${stay.date_from}&date_to=${stay.date_to}`,
        {
          headers: as(guest),
        },
      )
      if (price.ok() && ((await price.json()) as { available: boolean }).available) found = { camper, stay }
    }
    if (found) break
  }
  expect(found, 'a free stay of the demo owner 9 to 28 days ahead').toBeDefined()
  const { camper, stay } = found!
  const created = await request.post('/v4/bookings/', {
    headers: as(guest),
    data: { camper, ...stay, hour_from: 14, hour_to: 12, travelers: 2, message: 'A short trip.' },
  })
  expect(created.ok(), await created.text()).toBeTruthy()
  const { id } = (await created.json()) as { id: number }
  for (const step of [
    () => request.patch(`/v4/bookings-guest/${id}/validate/`, { headers: as(guest) }),
    () => request.patch(`/v4/bookings-owner/${id}/accept/`, { headers: as(owner) }),
    () =>
      request.post(`/3/my-requests/${id}/payment/confirm/`, {
        headers: { ...as(guest), 'Idempotency-Key': `credit-note-e2e-${id}` },
        data: { method: 'card', card: { number: '4970100000001004', expiry: '1239', cvx: '123' } },
      }),
  ]) {
    const answer = await step()
    expect(answer.ok(), await answer.text()).toBeTruthy()
  }

  await signIn(page, 'guest@roam.test', undefined, `/d/trips/${id}`)
  const documents = page.getByRole('region', { name: 'Payments and receipts' })
  const [invoice] = await Promise.all([
    page.waitForEvent('download'),
    documents.getByRole('button', { name: 'Download the invoice' }).click(),
  ])
  const invoiceNumber = invoice.suggestedFilename().slice('roam-invoice-'.length, -'.pdf'.length)
  await expect(documents.getByText(`No. ${invoiceNumber}`)).toBeVisible()

  const cancelled = await request.patch(`/v4/bookings-guest/${id}/cancel/`, {
    headers: as(guest),
    data: { reason: 'other' },
  })
  expect(cancelled.ok(), await cancelled.text()).toBeTruthy()
  const refund = (await (await request.get(`/3/my-requests/${id}/refund/`, { headers: as(guest) })).json()) as {
    refunded: string
    kept: string
  }
  expect(Number(refund.kept)).toBeGreaterThan(0)

  await page.reload()
  const row = documents.getByRole('listitem').filter({ hasText: 'Credit note of the cancellation' })
  await expect(row).toBeVisible({ timeout: 20_000 })
  // The invoice stays downloadable after the cancellation.
  await expect(documents.getByRole('button', { name: 'Download the invoice' })).toBeVisible()
  const [note] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Download the credit note' }).click(),
  ])
  expect(note.suggestedFilename()).toMatch(/^roam-credit-note-ROAM-\d{4}-\d{6}\.pdf$/)
  const noteNumber = note.suggestedFilename().slice('roam-credit-note-'.length, -'.pdf'.length)
  const { locale } = (await (await request.get('/3/users/me/', { headers: as(guest) })).json()) as { locale: string }
  const money = (amount: string, language: string) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(Number(amount))
  const text = await pdfText(new Uint8Array(await readFile((await note.path())!)))
  expect(text).toContain(noteNumber)
  expect(text).toContain(invoiceNumber)
  // What it credits is the refund the server holds, in the guest's language.
  expect(text).toContain(money(refund.refunded, locale).replace(/\s/g, ' '))
  await expect(row).toContainText(`No. ${noteNumber}, ${money(refund.refunded, 'en')} credited`)
})

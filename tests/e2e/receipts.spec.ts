import { readFile } from 'node:fs/promises'
import { expect } from '@playwright/test'
import { test } from './support/worker-server'
import { as, guestBookingIn, token } from './support/api'
import { presetConsent } from './support/consent'
import { signIn } from './support/session'
import { pdfText } from '../server/support/pdf-text'

// A guest downloads the receipt of a payment and the trip's invoice from the trip page: numbered PDFs that say what
// the ledger and the price hold.
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

import { readFile } from 'node:fs/promises'
import { expect, type Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { test } from './support/worker-server'
import { as, token } from './support/api'
import { presetConsent } from './support/consent'
import { signIn } from './support/session'
import { pdfText } from '../server/support/pdf-text'

// Payouts: the demo owner registers a new IBAN in the browser and finds what they were paid this year.
test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

/** Clicks a download button and reads back the file the browser saved. */
async function downloaded(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ])
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) }
}

test('the demo owner saves an IBAN and sees the payouts of the current year', async ({ page, request }) => {
  test.setTimeout(60_000)
  await signIn(page, 'owner@roam.test', undefined, '/d/account/documents-owner/iban')
  // The seed registered a sandbox bank account for the demo owner: only its masked form is shown.
  await expect(page.getByTestId('iban-current')).toContainText('FR76 **** **** 0189')

  const form = page.getByRole('form', { name: 'New bank account' })
  await form.getByLabel('IBAN').fill('FR76 3000 6000 0112 3456 7890 188')
  await form.getByLabel('BIC').fill('COBADEFFXXX')
  await form.getByRole('button', { name: 'Save the bank account' }).click()
  // Every field is required and a wrong checksum is refused, field by field.
  await expect(form.getByText('Enter a valid IBAN.')).toBeVisible()
  await expect(form.getByLabel('Account holder')).toHaveAttribute('aria-invalid', 'true')

  await form.getByLabel('Account holder').fill('Pierre Martin')
  await form.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00')
  await form.getByLabel("Holder's address").fill('12 rue des Alpes')
  await form.getByLabel('ZIP code').fill('74000')
  await form.getByLabel('City', { exact: true }).fill('Annecy')
  await form.getByRole('combobox', { name: 'Country', exact: true }).fill('fr')
  await form.getByRole('combobox', { name: 'Country', exact: true }).press('Enter')
  await form.getByRole('button', { name: 'Save the bank account' }).click()
  await expect(page.getByTestId('iban-current')).toContainText('DE89 **** **** 3000')

  await page.getByRole('link', { name: 'Back to my documents' }).click()
  await expect(page.getByTestId('iban-section')).toContainText('DE89 **** **** 3000')
  await page.getByRole('link', { name: 'Payouts', exact: true }).click()

  const year = new Date().getUTCFullYear()
  await expect(page.getByLabel('Year')).toHaveValue(String(year))
  // The page shows what the API says the owner was paid this year: the seeded finished trips, one line each.
  const answer = await request.get(`/3/mangopay/payout/?year=${year}`, {
    headers: as(await token(request, 'owner@roam.test')),
  })
  const payouts = (await answer.json()) as { count: number; results: Array<{ booking_id: number }> }
  expect(payouts.count).toBeGreaterThan(0)
  await expect(page.getByTestId('payouts-table').locator('tbody tr')).toHaveCount(payouts.count)
  await expect(page.getByTestId('payouts-table')).toContainText(`#${payouts.results[0]!.booking_id}`)
  await expect(page.getByTestId('statement-total')).toContainText('€')

  // The CSV is the list the page shows, line for line; the yearly statement carries the same amounts.
  const csv = await downloaded(page, 'Download as CSV')
  expect(csv.name).toBe(`roam-payouts-${year}.csv`)
  const rows = parse(csv.bytes, { bom: true, columns: true }) as Array<{ booking_id: string; amount: string }>
  expect(rows.map((row) => Number(row.booking_id))).toEqual(payouts.results.map((line) => line.booking_id))
  const statement = await downloaded(page, `Annual statement ${year} (PDF)`)
  expect(statement.name).toBe(`roam-statement-${year}.pdf`)
  const text = (await pdfText(new Uint8Array(statement.bytes))).replace(/\s/g, ' ')
  const { locale } = (await (
    await request.get('/3/users/me/', { headers: as(await token(request, 'owner@roam.test')) })
  ).json()) as { locale: string }
  for (const row of rows)
    expect(text).toContain(
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' })
        .format(Number(row.amount))
        .replace(/\s/g, ' '),
    )
})

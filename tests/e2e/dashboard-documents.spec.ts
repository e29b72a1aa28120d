import { expect } from '@playwright/test'
import { test } from './support/worker-server'
import { as, guestBookingIn, token } from './support/api'
import { DEMO_PASSWORD, signIn } from './support/session'

// A trip's document is uploaded from its own page under the trip, the way a guest meets it, and comes back in
// validation on the list that led there.

// The smallest valid PNG (1x1): the storage keeps the bytes, the page only needs a real image type.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

type Listed = { results: Array<{ id: number; document_type: string; dashboard_status: string }> }

test('a guest uploads a trip document from the trip, and staff validate it', async ({ page, request }) => {
  test.setTimeout(90_000)
  const [guest, staff] = [await token(request, 'guest@roam.test'), await token(request, 'staff@roam.test')]
  const tripId = await guestBookingIn(request, 'guest@roam.test', 'TO_COME')
  const documents = (await (await request.get(`/3/docs/booking/${tripId}/`, { headers: as(guest) })).json()) as Listed
  const proof = documents.results.find((document) => document.document_type === 'addr_proof')!
  expect(proof.dashboard_status).toBe('NEEDDOC')

  // From the trip page to the document, then to its upload page.
  await signIn(page, 'guest@roam.test', DEMO_PASSWORD, `/d/trips/${tripId}`)
  await page.getByRole('link', { name: 'Proof of address' }).click({ timeout: 15_000 })
  await expect(page).toHaveURL(new RegExp(`/d/trips/${tripId}/documents/${proof.id}$`))
  const status = page.getByTestId('document-status')
  await expect(status).toHaveText('Status: To upload')
  await page.getByRole('link', { name: 'Add pages' }).click()
  await expect(page).toHaveURL(new RegExp(`/d/trips/${tripId}/documents/${proof.id}/upload$`))
  await page
    .getByLabel('Add pages')
    .setInputFiles([{ name: 'electricity-bill.png', mimeType: 'image/png', buffer: PNG }])
  await expect(status).toHaveAttribute('data-status', 'ADDED')
  await page.getByRole('button', { name: 'Ask for validation' }).click()
  await expect(status).toHaveAttribute('data-status', 'VALIDATION_ASKED')

  await page.getByRole('link', { name: 'See the document' }).click()
  await expect(status).toHaveText('Status: Validation asked')
  await expect(page.getByText('electricity-bill.png')).toBeVisible()
  await page.getByRole('link', { name: 'Back to the trip' }).click()
  await expect(page.getByRole('link', { name: 'Proof of address' }).locator('..')).toContainText('Validation asked')

  // Staff validate it, so that the guest's trips stay payable for the specs that follow.
  const validated = await request.post(`/3/docs/${proof.id}/validate/`, { headers: as(staff) })
  expect(validated.ok(), await validated.text()).toBeTruthy()
  await page.goto(`/d/trips/${tripId}/documents/${proof.id}`)
  await expect(status).toHaveAttribute('data-status', 'VALIDATED', { timeout: 15_000 })
  await expect(page.getByRole('link', { name: 'Add pages' })).toHaveCount(0)

  // The driver identity page gathers the identity document and the licence; a wrong address is the dashboard's 404.
  await page.goto('/d/account/documents-guest/driver-identity')
  // The default locale is American English: "license".
  await expect(page.getByRole('heading', { name: /Driving licen[cs]e/, level: 2 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Identity document', level: 2 })).toBeVisible()
  await page.goto(`/d/trips/${tripId}/nowhere`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404: Page not found')
  await page.getByRole('link', { name: 'Back to my dashboard' }).click()
  await expect(page).toHaveURL(/\/d\/account$/)
})

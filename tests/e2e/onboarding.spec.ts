import { expect } from '@playwright/test'
import { test } from './support/worker-server'
import sharp from 'sharp'
import { API_KEY, as } from './support/api'
import { presetConsent } from './support/consent'
import { confirmEmail } from './support/mail'
import { signIn as signInAs } from './support/session'

// A visitor simulates earnings with a lead source, signs up from the results, goes through the vehicle
// onboarding with real picture uploads, reloads midway and finds the data restored, completes on the camper's page what
// onboarding does not ask (title, description) and submits it: it waits for moderation, and staff approve it.

test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

/** A JPEG large enough for the picture rules, two-tone so that no two uploads look alike. */
async function picture(colour: string) {
  const half = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#f2874a' } })
    .png()
    .toBuffer()
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .composite([{ input: half, left: 0, top: 0 }])
    .jpeg()
    .toBuffer()
}

test('from the earnings simulation to a listing waiting for moderation, approved by staff', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000)
  await page.goto('/earnings/owner?lead_source=1')
  await page.getByLabel('A private owner').check()
  await page.getByLabel('All year round').check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Vehicle type').selectOption('campervan')
  await page.getByRole('combobox', { name: 'Country of registration' }).fill('FR')
  await page.getByRole('combobox', { name: 'Country of registration' }).press('Enter')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Year of first registration').fill('2019')
  await page.getByLabel('Seats with a seatbelt').fill('4')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  const email = `e2e-onboarding-${Date.now()}@roam.test`
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'See my earnings' }).click()
  await expect(page.getByTestId('earnings-daily')).toBeVisible({ timeout: 20_000 })

  await page.getByRole('link', { name: 'Sign up to keep this estimate' }).click()
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill('a-long-enough-secret')
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page).toHaveURL(/\/earnings\/results/, { timeout: 20_000 })
  await expect(page.getByText('Thank you! Our team will help you list your vehicle.')).toBeVisible({ timeout: 20_000 })

  await page.getByRole('main').getByRole('link', { name: 'List my vehicle', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'What kind of vehicle do you rent out?' })).toBeVisible({
    timeout: 20_000,
  })
  await page.getByLabel('Campervan').check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Seats with a seatbelt').fill('4')
  await page.getByLabel('Beds').fill('2')

  // Reloading midway keeps what was entered.
  await page.reload()
  await expect(page.getByLabel('Seats with a seatbelt')).toHaveValue('4', { timeout: 20_000 })
  await expect(page.getByLabel('Beds')).toHaveValue('2')
  await page.getByRole('button', { name: 'Next' }).click()

  await page.getByLabel('Town where the vehicle is parked').fill('Lyon')
  await page.getByRole('list', { name: 'Suggested places' }).getByRole('button').first().click()
  await page.getByLabel('Street and number').fill('12 rue de la République')
  // The default locale is en-us: the postcode field reads "ZIP code".
  await page.getByLabel(/^(Postcode|ZIP code)$/).fill('69002')
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page).toHaveURL(/\/onboarding\/step\/vehicle-pictures$/, { timeout: 20_000 })
  await expect(page.getByTestId('onboarding-pictures-count')).toHaveText(
    /at least 3 pictures before it is checked: 3 still to add/,
    { timeout: 20_000 },
  )
  const uploads: number[] = []
  page.on('response', (response) => {
    if (/\/v4\/vehicles\/\d+\/photos\/$/.test(response.url()) && response.request().method() === 'POST')
      uploads.push(response.status())
  })
  await page.getByLabel('Choose pictures').setInputFiles(
    await Promise.all(
      ['#0f5e57', '#2b4c7e', '#7e2b4c'].map(async (colour, index) => ({
        name: `our-van-${index + 1}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await picture(colour),
      })),
    ),
  )
  await expect(page.getByTestId('onboarding-pictures-count')).toHaveText(
    'Your camper has 3 pictures: enough to be checked. You can add more, or go on.',
    { timeout: 30_000 },
  )
  expect(uploads).toEqual([201, 201, 201])
  // A returning owner finds the pictures counted, not asked for again.
  await page.reload()
  await expect(page.getByTestId('onboarding-pictures-count')).toHaveText(/Your camper has 3 pictures/, {
    timeout: 20_000,
  })
  await page.getByRole('button', { name: 'Next' }).click()

  await page.getByLabel('Price per day').fill('95')
  await page.getByRole('button', { name: 'Create my listing' }).click()
  await expect(page).toHaveURL(/\/d\/campers\/\d+$/, { timeout: 20_000 })
  const camperId = Number(new URL(page.url()).pathname.split('/').pop())
  expect(await page.evaluate(() => localStorage.getItem('roam.onboarding.vehicle'))).toBeNull()

  // The camper's page says what is still missing before moderation, each item leading to where it is added.
  await expect(page.getByTestId('camper-state')).toHaveText('Draft', { timeout: 20_000 })
  const checklist = page.getByRole('main').getByRole('listitem')
  await expect(checklist.filter({ hasText: 'At least 3 pictures' })).toHaveAttribute('data-done', 'true')
  await expect(checklist.filter({ hasText: 'The vehicle location' })).toHaveAttribute('data-done', 'true')
  await expect(page.getByRole('button', { name: 'Submit for moderation' })).toBeDisabled()
  await page.getByRole('link', { name: 'A title' }).click()
  await expect(page).toHaveURL(new RegExp(`/d/campers/${camperId}/settings$`))
  await page.getByLabel('Title', { exact: true }).fill('Ada’s campervan in Lyon')
  await page
    .getByLabel('Description', { exact: true })
    .fill('A bright campervan for two, with a kitchen, a fridge and a comfortable bed.')
  await page.getByRole('button', { name: 'Save the settings' }).click()
  await expect(page.getByText('Your settings are saved.')).toBeVisible({ timeout: 20_000 })
  await page.getByRole('navigation', { name: 'Camper sections' }).getByRole('link', { name: 'Overview' }).click()
  // Sending the listing for review needs a confirmed address: the page says so, and the sign-up email's link, read
  // in the mail sandbox, confirms it.
  await expect(page.getByText('Confirm your email address first')).toBeVisible({ timeout: 20_000 })
  await confirmEmail(page, email)
  await page.goto(`/d/campers/${camperId}`)
  await page.getByRole('button', { name: 'Submit for moderation' }).click()
  await expect(page.getByTestId('camper-state')).toHaveText('Waiting for moderation', { timeout: 20_000 })

  const signIn = await request.post('/oauth/token/', {
    headers: API_KEY,
    form: { grant_type: 'password', username: email, password: 'a-long-enough-secret', client_id: 'roam-web' },
  })
  const owner = as(((await signIn.json()) as { access_token: string }).access_token)
  const progress = await request.get(`/3/products/${camperId}/progress/`, { headers: owner })
  expect(await progress.json()).toMatchObject({ state: 'to_moderate', publishable: true })

  // Staff find it in the moderation queue and approve it: it is then public.
  const staff = await browser.newContext()
  await presetConsent(staff, baseURL!)
  const staffPage = await staff.newPage()
  await signInAs(staffPage, 'staff@roam.test')
  await expect(staffPage).toHaveURL(/\/$/, { timeout: 20_000 })
  await staffPage.goto('/staff/moderation')
  const card = staffPage.getByRole('listitem', { name: `Camper ${camperId}` })
  await expect(card).toContainText('Ada’s campervan in Lyon', { timeout: 20_000 })
  await expect(card).toContainText(email)
  await card.getByRole('button', { name: 'Approve' }).click()
  await expect(card).toHaveCount(0, { timeout: 20_000 })
  const listing = await request.get(`/3/products/${camperId}/`, { headers: API_KEY })
  expect(listing.status()).toBe(200)
  expect(['published', 'bookable']).toContain(((await listing.json()) as { status: string }).status)
  await staff.close()
})

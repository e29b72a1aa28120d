import { expect, type APIRequestContext } from '@playwright/test'
import { test } from './support/worker-server'
import { API_KEY, as, freeStay } from './support/api'
import { presetConsent } from './support/consent'
import { newestMail, VERIFY_LINK } from './support/mail'

test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

const PASSWORD = 'a-long-enough-secret'

/** A published camper that takes requests (not instant booking), found through the search API. */
async function requestableCamper(request: APIRequestContext) {
  const answer = await request.get('/3/products/?page_size=30', { headers: API_KEY })
  const { results } = (await answer.json()) as {
    results: Array<{ id: number; instant_booking: boolean; seats: number }>
  }
  const camper = results.find((result) => !result.instant_booking && result.seats >= 2)
  expect(camper).toBeDefined()
  return camper!.id
}

test('a newcomer signs up, is asked to confirm the address before requesting, resends the email, follows its link and sends the request', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const email = `verify-e2e-${Date.now()}@roam.test`
  await page.goto('/signup')
  await page.getByLabel('First name').fill('Noor')
  await page.getByLabel('Last name').fill('Haddad')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page).toHaveURL(/\/$/)

  // The sign-up email, in the mail sandbox: it says why the address matters.
  const welcome = await newestMail(page, email, 'Confirm your email address for Roam')
  expect(welcome).toContain('Hello Noor,')
  expect(welcome).toMatch(VERIFY_LINK)

  // A draft request, made through the API as the booking box would.
  const signedIn = await request.post('/oauth/token/', {
    headers: API_KEY,
    form: { grant_type: 'password', username: email, password: PASSWORD, client_id: 'roam-web' },
  })
  const guest = as(((await signedIn.json()) as { access_token: string }).access_token)
  expect(
    ((await (await request.get('/3/users/me/', { headers: guest })).json()) as { email_verified: boolean })
      .email_verified,
  ).toBe(false)
  const camperId = await requestableCamper(request)
  const created = await request.post('/v4/bookings/', {
    headers: guest,
    data: {
      camper: camperId,
      ...(await freeStay(request, camperId, 60)),
      hour_from: 14,
      hour_to: 12,
      travelers: 2,
      message: '',
    },
  })
  expect(created.ok(), await created.text()).toBeTruthy()
  const { id } = (await created.json()) as { id: number }
  const refused = await request.patch(`/v4/bookings-guest/${id}/validate/`, { headers: guest })
  expect(refused.status()).toBe(403)
  expect(await refused.json()).toMatchObject({ code: 'email_not_verified' })

  // The last step of the request says why it waits, and sends a new email.
  const messageStep = `/campers/${camperId}/request/${id}/message-owner?cancel_insurance=false&rental_cover=false`
  await page.goto(messageStep)
  const notice = page.getByRole('alert').filter({ hasText: 'Confirm your email address first' })
  await expect(notice).toContainText('Before your request goes to the owner')
  await notice.getByRole('button', { name: 'Resend the email' }).click()
  await expect(page.getByText(`A new email is on its way to ${email}.`)).toBeVisible()

  // The newest email's link confirms the address; the first one was replaced by it.
  // The delivery job runs every second: read the newest email until the new one has arrived.
  let link = ''
  await expect(async () => {
    link = VERIFY_LINK.exec(await newestMail(page, email, 'Confirm your email address for Roam'))![0]
    expect(link).not.toBe(VERIFY_LINK.exec(welcome)![0])
  }).toPass({ timeout: 30_000 })
  await page.goto(VERIFY_LINK.exec(welcome)![0])
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('This link has already been used, or a newer one replaced it.')
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Your email address is confirmed' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to my account' })).toBeVisible()

  // Now the request goes.
  await page.goto(messageStep)
  await page.getByLabel(/Introduce yourself and your trip/).fill('Hello! Two of us, a week along the coast.')
  await expect(page.getByText('Confirm your email address first')).toHaveCount(0)
  await page.getByRole('button', { name: 'Send my request' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your request is sent' })).toBeVisible()
})

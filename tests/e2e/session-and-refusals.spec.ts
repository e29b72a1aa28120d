import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { test } from './support/worker-server'
import { API_KEY, as, guestBookingIn, token } from './support/api'
import { presetConsent } from './support/consent'
import { cookie, DEMO_PASSWORD, signIn } from './support/session'

test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

const isoDay = (daysFromToday: number) => new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10)

/** Ends the page's session on the server, as signing out in another tab would. */
async function revokePageSession(page: Page, request: APIRequestContext) {
  const access = await cookie(page, 'access_token')
  expect(access).toBeDefined()
  const revoked = await request.post('/oauth/revoke_token/', {
    headers: API_KEY,
    form: { token: access!.value, client_id: 'roam-web' },
  })
  expect(revoked.ok()).toBeTruthy()
}

async function fillSignIn(page: Page, email: string) {
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

test('after the session ended elsewhere, a signed-in page goes to sign-in with next, then back', async ({
  page,
  request,
}) => {
  await signIn(page, 'guest@roam.test', undefined, '/d/trips')
  await expect(page.getByRole('heading', { name: 'My trips' })).toBeVisible()
  await revokePageSession(page, request)

  await page.goto('/d/trips')
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fd%2Ftrips$/)
  expect(await cookie(page, 'refresh_token')).toBeUndefined()
  await expect(page.getByText(/Error 401/)).toHaveCount(0)
  await fillSignIn(page, 'guest@roam.test')
  await expect(page).toHaveURL(/\/d\/trips$/)
  await expect(page.getByRole('heading', { name: 'My trips' })).toBeVisible()
})

test('in French, a page open when the session ends goes to the French sign-in on its next read', async ({
  page,
  request,
}) => {
  await signIn(page, 'guest@roam.test', undefined, '/d/trips')
  await expect(page.getByRole('heading', { name: 'My trips' })).toBeVisible()
  await page.goto('/fr/d/trips')
  await expect(page.locator('.trips__tabs a').nth(1)).toBeVisible()
  await revokePageSession(page, request)
  // The open page's next read (another tab of trips, not a full load) finds the session over. A read of the page's
  // own (the bell's) may come first and leave for sign-in already: the click, in the page, is then a no-op.
  await page.evaluate(() => document.querySelectorAll<HTMLElement>('.trips__tabs a')[1]?.click())
  await expect(page).toHaveURL(/\/fr\/sign-in\?next=/, { timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bon retour parmi nous')
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('next')!)).toMatch(/^\/fr\/d\/trips/)
  await page.screenshot({ path: '/tmp/shots-session/session-ended-fr-1440.png' })
})

test('a private owner opening the UBO declaration is told it is for business accounts, and stays signed in', async ({
  page,
}) => {
  await signIn(page, 'owner@roam.test', undefined, '/d/account/documents-owner/ubo-declaration')
  await expect(page.getByRole('heading', { level: 1, name: 'This page is for business accounts' })).toBeVisible({
    timeout: 15_000,
  })
  expect(await cookie(page, 'access_token')).toBeDefined()
  expect(page.url()).toContain('/d/account/documents-owner/ubo-declaration')
  await page.screenshot({ path: '/tmp/shots-session/ubo-private-en-1440.png' })

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/fr/d/account/documents-owner/ubo-declaration')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cette page est réservée aux comptes entreprise' }),
  ).toBeVisible()
  await page.screenshot({ path: '/tmp/shots-session/ubo-private-fr-390.png', fullPage: true })
  await page.getByRole('link', { name: 'Accéder à mon compte' }).click()
  await expect(page).toHaveURL(/\/fr\/d\/account$/)
})

test('"Request to book" twice for the same dates opens the same draft', async ({ page, request }) => {
  test.setTimeout(90_000)
  const dateFrom = isoDay(150)
  const dateTo = isoDay(156)
  const search = await request.get(`/3/products/?date_from=${dateFrom}&date_to=${dateTo}&page_size=20`, {
    headers: API_KEY,
  })
  const camper = ((await search.json()) as { results: Array<{ id: number; instant_booking: boolean }> }).results.find(
    (result) => !result.instant_booking,
  )!
  const listing = `/campers/${camper.id}?date_from=${dateFrom}&date_to=${dateTo}`
  await signIn(page, 'guest@roam.test', undefined, listing)
  const book = async () => {
    await page.getByRole('button', { name: 'Request to book' }).click({ timeout: 20_000 })
    await expect(page).toHaveURL(new RegExp(`/campers/${camper.id}/request/\\d+/travel-details`), { timeout: 20_000 })
    return Number(/\/request\/(\d+)\//.exec(page.url())![1])
  }
  const first = await book()
  await page.goto(listing)
  expect(await book()).toBe(first)

  const bearer = await token(request, 'guest@roam.test')
  const drafts = await request.get('/v4/bookings-guest/?state=CREATED&page_size=100', { headers: as(bearer) })
  const same = (
    (await drafts.json()) as { results: Array<{ camper: { id: number }; date_from: string }> }
  ).results.filter((trip) => trip.camper.id === camper.id && trip.date_from === dateFrom)
  expect(same).toHaveLength(1)
})

test('after cancelling a paid trip, the refund page shows what the ledger holds', async ({ page, request }) => {
  test.setTimeout(60_000)
  const id = await guestBookingIn(request, 'guest@roam.test', 'TO_COME')
  await signIn(page, 'guest@roam.test', undefined, `/d/trips/${id}`)
  await page.getByRole('button', { name: 'Cancel the trip' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByTestId('refund-plan')).toBeVisible()
  await dialog.getByLabel(/Why are you cancel+ing\?/).selectOption('cancel_holidays')
  await dialog.getByRole('button', { name: 'Confirm the cancellation' }).click()
  await expect(page).toHaveURL(new RegExp(`/d/trips/${id}/refund$`))

  // The ledger: the charges taken and the refunds the provider made.
  const bearer = await token(request, 'guest@roam.test')
  const ledger = (await (await request.get(`/3/my-requests/${id}/payments/`, { headers: as(bearer) })).json()) as {
    results: Array<{ reason: string; status: string; state: string; amount: string }>
  }
  const cents = (rows: typeof ledger.results) =>
    rows.reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0)
  const paid = cents(
    ledger.results.filter((row) => row.reason !== 'refund' && row.status === 'SUCCEEDED' && row.state !== 'cancel'),
  )
  const refunded = cents(ledger.results.filter((row) => row.reason === 'refund' && row.status === 'SUCCEEDED'))
  expect(paid).toBeGreaterThan(0)
  const euros = (amount: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(amount / 100)
  const plan = page.getByTestId('refund-plan')
  const line = (label: string) => plan.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd')
  await expect(line('Paid')).toHaveText(euros(paid))
  await expect(line('Refunded')).toHaveText(euros(refunded))
  await expect(line('Kept')).toHaveText(euros(paid - refunded))
  await page.screenshot({ path: '/tmp/shots-session/refund-en-1440.png', fullPage: true })
})

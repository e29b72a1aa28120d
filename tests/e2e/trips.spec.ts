import { expect } from '@playwright/test'
import { test } from './support/worker-server'
import { guestBookingIn } from './support/api'
import { presetConsent } from './support/consent'
import { signIn } from './support/session'

// The demo guest has trips in every state (seed-demo-bookings and the seeded calendars), so each step takes the first match.
test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

test('the guest filters the trips, cancels a paid trip with a reason and sees the refund plan', async ({ page }) => {
  await signIn(page, 'guest@roam.test', undefined, '/d/trips')
  await expect(page).toHaveURL(/\/d\/trips$/)
  await expect(page.getByRole('heading', { name: 'My trips' })).toBeVisible()
  const filters = page.getByRole('navigation', { name: 'Trip filters' })
  await filters.getByRole('link', { name: /Archived/ }).click()
  await expect(page).toHaveURL(/meta_state=archived/)
  // The demo guest's request the owner refused reads as refused, not cancelled.
  await expect(page.getByRole('link', { name: /Refused by the owner/ }).first()).toBeVisible()

  await filters.getByRole('link', { name: /Confirmed/ }).click()
  await page.getByText('To come', { exact: true }).first().click()
  await expect(page).toHaveURL(/\/d\/trips\/\d+$/)
  await expect(page.getByTestId('trip-banner')).toContainText('Confirmed')
  await expect(page.getByRole('region', { name: 'Price' }).getByText('Total')).toBeVisible()

  await page.getByRole('button', { name: 'Cancel the trip' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByTestId('refund-plan')).toContainText(/Cancel+ed (on time|late)/)
  await dialog.getByLabel(/Why are you cancel+ing\?/).selectOption('cancel_holidays')
  await dialog.getByLabel('A word for the owner (optional)').fill('Our holidays moved, sorry.')
  await dialog.getByRole('button', { name: 'Confirm the cancellation' }).click()
  await expect(page).toHaveURL(/\/d\/trips\/\d+\/refund$/)
  await expect(page.getByTestId('refund-plan')).toContainText('Refunded')

  await page.getByRole('link', { name: '← Back to the trip' }).click()
  await expect(page.getByTestId('trip-banner')).toContainText(/Cancel+ed by you/)
  await expect(page.getByRole('button', { name: 'Cancel the trip' })).toHaveCount(0)
})

test('the guest sends a draft request and snoozes an accepted trip', async ({ page, request }) => {
  const draft = await guestBookingIn(request, 'guest@roam.test', 'CREATED')
  const accepted = await guestBookingIn(request, 'guest@roam.test', 'ACCEPTED')
  await signIn(page, 'guest@roam.test', undefined, `/d/trips/${draft}`)
  await expect(page.getByTestId('trip-banner')).toContainText('Draft request')
  await page.getByRole('button', { name: 'Send the request' }).click()
  await expect(page.getByTestId('trip-banner')).toContainText('Waiting for the owner')

  await page.getByRole('link', { name: '← My trips' }).click()
  await page.getByRole('navigation', { name: 'Trip filters' }).getByRole('link', { name: /To do/ }).click()
  await expect(page).toHaveURL(/meta_state=todo/)
  await page.goto(`/d/trips/${accepted}`)
  await expect(page.getByTestId('trip-banner')).toContainText('Accepted, to pay')
  await expect(page.getByRole('link', { name: 'Pay', exact: true })).toHaveAttribute(
    'href',
    /\/campers\/\d+\/payment\/\d+\/payment$/,
  )
  await page.getByRole('button', { name: 'Remind me tomorrow' }).click()
  await expect(page.getByText('We will remind you tomorrow.')).toBeVisible()
})

import { expect } from '@playwright/test'
import { test } from './support/worker-server'
import { presetConsent } from './support/consent'

// These tests are about other things: the consent banner is answered beforehand.
test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

test('a visitor opens the help centre from the help dropdown, searches and reads an answer', async ({ page }) => {
  // The default storefront is en-US: "Help center".
  await page.goto('/')
  await page.getByRole('button', { name: 'Help' }).click()
  await page.getByRole('menuitem', { name: /^Help cent(re|er)$/ }).click()
  await expect(page).toHaveURL(/\/help$/)
  await expect(page.getByRole('heading', { name: 'How can we help?' })).toBeVisible()

  await page.getByRole('searchbox').fill('deposit given back')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/help\/find-answers\?q=deposit\+given\+back$/)
  const result = page.getByRole('link', { name: 'When is the deposit given back?' })
  await expect(result.locator('mark').first()).toHaveText('deposit')

  await result.click()
  await expect(page).toHaveURL(/\/help\/faq#deposit-return$/)
  const answer = page.locator('details#deposit-return')
  await expect(answer).toHaveAttribute('open', '')
  await expect(answer).toContainText('gives back the deposit at return')
})

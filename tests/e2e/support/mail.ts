import { expect, type Page } from '@playwright/test'

/** The plain text of the newest email to `to` with this subject, read in the mail sandbox page as its owner would. */
export async function newestMail(page: Page, to: string, subject: string): Promise<string> {
  // The delivery job runs every second in the test server; another email to the same address may come first.
  const link = page.getByRole('row', { name: to }).getByRole('link', { name: subject }).first()
  await expect(async () => {
    await page.goto('/sandbox/mail')
    await expect(link).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await link.click()
  return page.locator('pre').innerText()
}

export const VERIFY_LINK = /https?:\/\/\S+\/verify-email\?token=[\w-]+/

/** A newcomer confirms the address: the sign-up email's link, opened in the page. */
export async function confirmEmail(page: Page, to: string): Promise<void> {
  const text = await newestMail(page, to, 'Confirm your email address for Roam')
  await page.goto(VERIFY_LINK.exec(text)![0])
  await expect(page.getByRole('heading', { name: 'Your email address is confirmed' })).toBeVisible()
}

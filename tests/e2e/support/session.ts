import { expect, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'roam-demo-2026'

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, next = '/') {
  await page.goto(`/sign-in?next=${encodeURIComponent(next)}`)
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

/** Opens the main menu (a dropdown on desktop) and returns its accessible region. */
export async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open the main menu' }).click()
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  return menu
}

export async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((c) => c.name === name)
}

/** The footer loads as the reader nears it (below the fold): scroll to the bottom, as a reader would, and wait for it. */
export async function scrollToFooter(page: Page) {
  // Parts that load near the viewport (a listing's calendar and reviews) lengthen the page: scroll again until it is there.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect(page.getByRole('contentinfo')).toBeVisible({ timeout: 1_000 })
  }).toPass()
}

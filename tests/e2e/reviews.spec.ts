import { expect, type Page } from '@playwright/test'
import { test } from './support/worker-server'
import { presetConsent } from './support/consent'
import { signIn } from './support/session'

// The seed leaves the demo guest a finished trip with the demo owner (Pierre) that neither side has reviewed.
test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

async function footerCount(page: Page): Promise<number> {
  const rating = page.getByTestId('footer-rating')
  // The footer renders once it nears the viewport (a long listing page pushes it down), and shows zero until the
  // stats arrive; the seeded marketplace has hundreds of reviews.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect(rating).toContainText(/from [1-9][\d,.\s]* reviews/, { timeout: 1000 })
  }).toPass({ timeout: 10_000 })
  return Number((await rating.textContent())!.match(/from ([\d,.\s]+) reviews/)![1]!.replace(/\D/g, ''))
}

async function rate(page: Page, legend: string, stars: number) {
  await page
    .getByRole('group', { name: legend })
    .getByRole('radio', { name: `${stars} out of 5` })
    .check()
}

test('after a finished trip both sides review it; it shows on the listing and in the footer count', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people fill in two multi-step forms: longer than the default budget on a busy machine.
  test.setTimeout(90_000)
  await signIn(page, 'guest@roam.test', undefined, '/d/reviews')
  await expect(page.getByRole('heading', { name: 'My reviews' })).toBeVisible()
  const before = await footerCount(page)
  const toReview = page.getByRole('link', { name: /Review your trip in .+ with Pierre/ }).first()
  await toReview.click()
  await expect(page).toHaveURL(/\/f\/trip\/\d+\/booking$/)
  const bookingId = page.url().match(/\/f\/trip\/(\d+)\//)![1]!
  // The dashboard's eyebrow stays until the lazy form page has rendered.
  await expect(page.getByRole('heading', { name: 'Review your trip with Pierre' })).toBeVisible()
  const camperTitle = (await page.locator('.eyebrow').first().textContent())!
  await rate(page, `How was your trip in ${camperTitle}?`, 5)
  const comment = `Pierre's camper took us to the lakes without a hitch (${Date.now()}).`
  await page.getByLabel('Your review of the camper (public)').fill(comment)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/end$/)
  await rate(page, 'How did the return of the camper go?', 5)
  await page.getByRole('button', { name: 'Next' }).click()
  await rate(page, 'How was Pierre as a host?', 5)
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('A private note to Pierre (optional, only they read it)').fill('The awning sticks a little.')
  await page.getByRole('button', { name: 'Publish my review' }).click()
  await expect(page).toHaveURL(/\/d\/reviews\?box=sent$/)
  await expect(page.getByText(comment)).toBeVisible()
  await expect(page.getByText(/Published when the other side has reviewed/).first()).toBeVisible()

  // Still unpublished: the guest may change it and add a photo (a 1x1 PNG).
  const sentCard = page.getByTestId('review-card').filter({ hasText: comment })
  await sentCard.getByRole('button', { name: 'Edit my review' }).click()
  const edited = `${comment} The beds were comfy too.`
  await page.getByLabel('Your review (public)').fill(edited)
  await page.getByRole('button', { name: 'Save my review' }).click()
  await expect(page.getByText(edited)).toBeVisible()
  const card = page.getByTestId('review-card').filter({ hasText: edited })
  await card
    .getByLabel('Add a photo of your trip')
    .setInputFiles({ name: 'lakes.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG, 'base64') })
  await expect(card.getByText('Your photo is added; it shows once the review is published.')).toBeVisible()

  // Not public yet: the footer has not moved.
  await page.reload()
  expect(await footerCount(page)).toBe(before)

  const ownerContext = await browser.newContext()
  await presetConsent(ownerContext, baseURL!)
  const owner = await ownerContext.newPage()
  await signIn(owner, 'owner@roam.test', undefined, `/f/booking/${bookingId}`)
  await expect(owner).toHaveURL(new RegExp(`/f/booking/${bookingId}/booking$`))
  await expect(owner.getByRole('heading', { name: 'Review Lena' })).toBeVisible()
  await rate(owner, 'How did this rental go?', 5)
  await owner.getByLabel('Your review of Lena (public)').fill('Lena brought the camper back spotless.')
  await owner.getByRole('button', { name: 'Next' }).click()
  await rate(owner, 'In what state did the camper come back?', 5)
  await owner.getByRole('button', { name: 'Next' }).click()
  await rate(owner, 'Would you rent to Lena again?', 5)
  await owner.getByRole('button', { name: 'Publish my review' }).click()
  await expect(owner).toHaveURL(/\/d\/reviews\?box=sent$/)
  // Both sides reviewed: the owner now receives the guest's review, private note included.
  await owner.getByRole('link', { name: 'Received' }).click()
  await expect(owner.getByText(edited)).toBeVisible()
  await expect(owner.getByText('Private note: The awning sticks a little.')).toBeVisible()
  // The owner may report it, once.
  const received = owner.getByTestId('review-card').filter({ hasText: edited })
  for (const attempt of ['first', 'again']) {
    await received.getByRole('button', { name: 'Report' }).click()
    const dialog = owner.getByRole('dialog', { name: 'Report this review' })
    await dialog.getByRole('radio', { name: 'False or misleading' }).check()
    await dialog.getByRole('button', { name: 'Send the report' }).click()
    if (attempt === 'first')
      await expect(owner.getByText('Thank you. Our team will read this review again.')).toBeVisible()
    else {
      await expect(dialog.getByRole('alert')).toHaveText('You have already reported this review.')
      await dialog.getByRole('button', { name: 'Close' }).click()
    }
  }
  await ownerContext.close()

  // The sent review links to the camper's listing.
  await card.getByRole('link', { name: camperTitle }).click()
  await expect(page).toHaveURL(/\/campers\/\d+$/)
  await page.getByRole('heading', { name: /^Reviews/ }).scrollIntoViewIfNeeded()
  await expect(page.getByText(edited)).toBeVisible()
  // The footer's stats are fetched once per visit (spec 1 §7): a new visit counts the new review.
  await page.reload()
  expect(await footerCount(page)).toBe(before + 1)
})

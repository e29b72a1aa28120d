import { expect } from '@playwright/test'
import { test } from './support/worker-server'
import { as, token } from './support/api'
import { presetConsent } from './support/consent'
import { DEMO_PASSWORD, signIn } from './support/session'

test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

// An inquiry: a visitor asks the demo owner a question from the listing (signing in on the way), the owner answers
// from their messages, and the guest reads the answer in theirs.
test('a guest asks the owner a question from the listing, the owner answers, the guest reads the answer', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000)
  const owned = await request.get('/3/products/me/paginated/?filters=published,bookable&page_size=1', {
    headers: as(await token(request, 'owner@roam.test')),
  })
  expect(owned.ok()).toBeTruthy()
  const [camper] = ((await owned.json()) as { results: Array<{ id: number; title: string }> }).results
  expect(camper).toBeDefined()

  await page.goto(`/campers/${camper!.id}`)
  const section = page.getByRole('region', { name: 'A question before booking?' })
  await section.getByRole('link', { name: 'Ask the owner a question' }).click()
  await expect(page).toHaveURL(/\/sign-in\?next=/)
  await page.getByLabel('Email address').fill('guest@roam.test')
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()

  // Back on the listing, the question form is open where the guest left it.
  await expect(page).toHaveURL(new RegExp(`/campers/${camper!.id}\\?ask=1`))
  const question = `Can we take two bikes on the rack? (${Date.now()})`
  await page.getByLabel(/Your question to/).fill(question)
  await page.getByRole('button', { name: 'Send the question' }).click()
  await expect(page).toHaveURL(/\/d\/chats\/\d+$/)
  const chatPath = new URL(page.url()).pathname
  const log = page.getByRole('log', { name: 'Messages' })
  await expect(log.getByText(question)).toBeVisible()
  await expect(page.getByRole('region', { name: /^With / })).toContainText('Question before booking')

  // Asking again from the listing leads to the same conversation, not a new one.
  await page.goto(`/campers/${camper!.id}`)
  await section.getByRole('link', { name: /Continue your conversation with/ }).click()
  await expect(page).toHaveURL(new RegExp(`${chatPath}$`))

  const ownerContext = await browser.newContext({ baseURL })
  await presetConsent(ownerContext, baseURL!)
  const owner = await ownerContext.newPage()
  // The demo owner reads Roam in French, the language of their profile.
  await signIn(owner, 'owner@roam.test', undefined, chatPath)
  const header = owner.getByRole('region', { name: /^(With|Avec) / })
  await expect(header).toContainText(/Question before booking|Question avant réservation/)
  await expect(header).toContainText(camper!.title)
  const ownerLog = owner.getByRole('log', { name: 'Messages' })
  await expect(ownerLog.getByText(question)).toBeVisible()
  const answer = `Yes, the rack takes two bikes. (${Date.now()})`
  await owner.getByLabel(/^(Your message|Votre message)$/).fill(answer)
  await owner.getByRole('button', { name: /^(Send|Envoyer)$/ }).click()
  await expect(ownerLog.getByText(answer)).toBeVisible()
  await ownerContext.close()

  await page.reload()
  await expect(log.getByText(answer)).toBeVisible()
})

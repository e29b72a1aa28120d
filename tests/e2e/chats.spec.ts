import { expect } from '@playwright/test'
import { test } from './support/worker-server'
import { presetConsent } from './support/consent'
import { signIn } from './support/session'

test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

// Chats: the demo guest writes about their accepted request, the demo owner reads it in a browser of their own
// and answers, and the guest's open conversation shows the answer without a reload (polling).
test('a guest writes, the owner sees it and answers, the guest sees the answer without reloading', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  await signIn(page, 'guest@roam.test', undefined, '/d/chats')
  const inbox = page.getByRole('navigation', { name: 'Conversations' })
  // The seed's owner answered the demo guest's accepted request: that conversation is unread.
  const unread = inbox.getByRole('link').filter({ hasText: '1 unread message' })
  await expect(unread).toHaveCount(1)
  const chatPath = (await unread.getAttribute('href'))!
  await unread.click()
  await expect(page).toHaveURL(new RegExp(`${chatPath}$`))
  const log = page.getByRole('log', { name: 'Messages' })
  await expect(log).toContainText('Happy to have you on board')
  // Shown is read: the badge goes.
  await expect(inbox.locator(`a[href="${chatPath}"]`)).not.toContainText('unread')

  const question = `Can we pick the camper up at 10? (${Date.now()})`
  await page.getByLabel('Your message').fill(question)
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(log.getByText(question)).toBeVisible()
  await expect(log.getByText('Sending…')).toHaveCount(0)

  const ownerContext = await browser.newContext({ baseURL })
  await presetConsent(ownerContext, baseURL!)
  const owner = await ownerContext.newPage()
  await signIn(owner, 'owner@roam.test', undefined, chatPath)
  const ownerLog = owner.getByRole('log', { name: 'Messages' })
  await expect(ownerLog.getByText(question)).toBeVisible()
  const answer = `Yes, 10 is fine. See you then! (${Date.now()})`
  await owner.getByLabel('Your message').fill(answer)
  await owner.getByRole('button', { name: 'Send' }).click()
  await expect(ownerLog.getByText(answer)).toBeVisible()

  // No reload on the guest's side: the open conversation polls.
  await expect(log.getByText(answer)).toBeVisible({ timeout: 15_000 })
  await ownerContext.close()
})

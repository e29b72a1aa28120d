import { expect } from '@playwright/test'
import { test } from './support/worker-server'
import { API_KEY, as } from './support/api'
import { signIn } from './support/session'
import { lastCodeSentTo, smsOutboxFile } from './support/sms-outbox'

test('a user changes the phone, certifies it with the texted code, then changes the password and the other session ends', async ({
  page,
  request,
  baseURL,
}) => {
  // The SMS sandbox of this worker's server.
  const outbox = smsOutboxFile(Number(new URL(baseURL!).port))
  // A fresh account: the demo accounts' passwords stay as the other specs expect them.
  const email = `account-e2e-${Date.now()}@roam.test`
  const password = 'first camper password'
  const registered = await request.post('/3/users/', {
    headers: API_KEY,
    data: { email, password, first_name: 'Eva', last_name: 'Marsh' },
  })
  expect(registered.status()).toBe(201)
  const otherDevice = await request.post('/oauth/token/', {
    headers: API_KEY,
    form: { grant_type: 'password', username: email, password, client_id: 'roam-web' },
  })
  const otherToken = ((await otherDevice.json()) as { access_token: string }).access_token
  expect((await request.get('/3/users/me/', { headers: as(otherToken) })).status()).toBe(200)

  await signIn(page, email, password, '/d/account/profile')
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible()
  const phone = `+336${String(Date.now()).slice(-8)}`
  await page.getByLabel('Phone number').fill(phone.replace(/^(\+33)(6)(\d{2})(\d{2})/, '$1 $2 $3 $4 '))
  await page.getByRole('button', { name: 'Save my profile' }).click()
  await expect(page.getByText('Your profile is saved.')).toBeVisible()

  await page.getByRole('link', { name: 'Certify this number' }).click()
  await page.getByRole('button', { name: 'Send me a code' }).click()
  await expect(page.getByText(/Code sent\./)).toBeVisible()
  const code = lastCodeSentTo(outbox, phone)
  expect(code).toMatch(/^\d{6}$/)

  const wrong = code === '000000' ? '111111' : '000000'
  await page.getByLabel('Code received by text message').fill(wrong)
  await page.getByRole('button', { name: 'Certify my number' }).click()
  await expect(page.getByText('This code is not valid. Check the text message or ask for a new code.')).toBeVisible()
  await page.getByLabel('Code received by text message').fill(code!)
  await page.getByRole('button', { name: 'Certify my number' }).click()
  await expect(page.getByText(`Your phone number ${phone} is certified.`)).toBeVisible()

  await page.getByRole('link', { name: 'My account' }).click()
  await page.getByRole('link', { name: /Password/ }).click()
  await page.getByLabel('Current password').fill(password)
  await page.getByLabel('New password').fill('second camper password')
  await page.getByRole('button', { name: 'Change my password' }).click()
  await expect(page.getByText('Your password is changed. Your other devices have been signed out.')).toBeVisible()

  // The other device is signed out; this one goes on.
  expect((await request.get('/3/users/me/', { headers: as(otherToken) })).status()).toBe(401)
  await page.getByRole('link', { name: 'My account' }).click()
  await expect(page.getByRole('heading', { name: 'Hello Eva' })).toBeVisible()
})

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookings, emailVerifications, loginAttempts, outbox, sandboxMails, users } from '../../../src/server/db/schema'
import { outboxEmailRenderer } from '../../../src/server/mail/render-email'
import { mailProvider } from '../../../src/server/providers/mail/mail'
import { EMAIL_NOT_VERIFIED } from '../../../src/server/services/auth/email-verifications'
import { deliverOutbox } from '../../../src/server/services/outbox/outbox-delivery'
import { createUser, me, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createBooking } from '../support/core-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const PASSWORD = 'a long passphrase 42'

describe.each(TEST_DATABASES)('email verification on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'https://roam.test' })
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.db.delete(loginAttempts)
    await t.db.delete(outbox)
    await t.db.delete(sandboxMails)
  })

  let counter = 0
  /** Signs up through the API, as the web app does, and signs in. */
  async function signUp(locale?: string) {
    const email = `verify-${++counter}-${Math.random().toString(36).slice(2, 8)}@roam.test`
    const response = await t.request('/3/users/', {
      method: 'POST',
      json: { email, password: PASSWORD, first_name: 'Ada', last_name: 'Byron', ...(locale ? { locale } : {}) },
    })
    expect(response.status).toBe(201)
    const user = (await response.json()) as { id: number; email_verified: boolean }
    const signedIn = await t.request('/oauth/token/', {
      method: 'POST',
      form: { grant_type: 'password', username: email, password: PASSWORD, client_id: t.env.OAUTH_CLIENT_ID },
    })
    return { id: user.id, email, verified: user.email_verified, token: (await signedIn.json()).access_token as string }
  }

  /** Sends the outbox through the mail sandbox and returns the newest email to `to` and its link's token. */
  async function deliverAndReadLink(to: string) {
    await deliverOutbox({
      db: t.db,
      mail: mailProvider(t.db, t.env),
      render: outboxEmailRenderer(t.env),
      maxAttempts: 3,
    })
    const mails = await t.db.select().from(sandboxMails).where(eq(sandboxMails.toAddress, to)).orderBy(sandboxMails.id)
    const mail = mails.at(-1)!
    const link = /https:\/\/roam\.test\/\S*verify-email\?token=([\w-]+)/.exec(mail.text)
    return { mail, link: link![0], token: link![1]! }
  }

  const confirm = (token: string) =>
    t.request('/v4/users/auth/email-verification/confirm/', { method: 'POST', json: { token } })
  const resend = (token: string) => t.request('/v4/users/auth/email-verification/', { method: 'POST', token })
  const verified = async (token: string) =>
    ((await (await me(t, token)).json()) as { email_verified: boolean }).email_verified

  it('sends a single-use link at sign-up, in the recipient’s language, and verifies the address with it', async () => {
    const user = await signUp('fr')
    expect(user.verified).toBe(false)
    expect(await verified(user.token)).toBe(false)
    const { mail, link, token } = await deliverAndReadLink(user.email)
    expect(mail.subject).toBe('Confirmez votre adresse e-mail pour Roam')
    expect(link).toMatch(/^https:\/\/roam\.test\/fr\/verify-email\?token=/)
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'))
    // Only the hash is kept, the link is forgotten by the outbox once sent, and it works for 48 hours.
    const [row] = await t.db.select().from(emailVerifications).where(eq(emailVerifications.userId, user.id))
    expect(row!.tokenHash).not.toContain(token)
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(48 * 3_600_000)
    expect(JSON.stringify((await t.db.select().from(outbox))[0]!.data)).not.toContain(token)

    const first = await confirm(token)
    expect(first.status).toBe(200)
    expect(await verified(user.token)).toBe(true)
    const again = await confirm(token)
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ code: 'EMAIL_VERIFICATION_LINK_USED' })
  })

  it('says so for an unknown, an expired and a replaced link; a blank token is a field error', async () => {
    const unknown = await confirm('not-a-real-token')
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ code: 'EMAIL_VERIFICATION_LINK_INVALID' })
    expect((await confirm('')).status).toBe(400)

    const user = await signUp()
    const { token: oldToken } = await deliverAndReadLink(user.email)
    expect((await resend(user.token)).status).toBe(202)
    const { token: newToken } = await deliverAndReadLink(user.email)
    expect(newToken).not.toBe(oldToken)
    expect(await (await confirm(oldToken)).json()).toMatchObject({ code: 'EMAIL_VERIFICATION_LINK_USED' })

    await t.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.userId, user.id))
    const expired = await confirm(newToken)
    expect(expired.status).toBe(400)
    expect(await expired.json()).toMatchObject({ code: 'EMAIL_VERIFICATION_LINK_EXPIRED' })
    expect(await verified(user.token)).toBe(false)
  })

  it('limits resends per account, and has nothing to resend to a verified address', async () => {
    const user = await signUp()
    for (let i = 0; i < 3; i++) expect((await resend(user.token)).status).toBe(202)
    const limited = await resend(user.token)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    // The sign-up email and the three resends.
    expect((await t.db.select().from(outbox).where(eq(outbox.recipient, user.email))).length).toBe(4)

    const known = await createUser(t)
    const answer = await resend((await tokensFor(t, known.email)).access_token)
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({ code: 'EMAIL_ALREADY_VERIFIED' })
    expect((await t.request('/v4/users/auth/email-verification/', { method: 'POST' })).status).toBe(401)
  })

  it('counts accounts made before verification existed, and the seed’s, as verified', async () => {
    const known = await createUser(t)
    expect(known.emailVerifiedAt).not.toBeNull()
    expect(await verified((await tokensFor(t, known.email)).access_token)).toBe(true)
  })

  it('refuses to send a booking request until the guest’s address is verified', async () => {
    const owner = await createUser(t, { isOwner: true })
    const camper = await createCamper(t, owner.id)
    const guest = await signUp()
    const booking = await createBooking(t, { camperId: camper.id, guestId: guest.id, status: 'CREATED' })
    const validate = () =>
      t.request(`/v4/bookings-guest/${booking.id}/validate/`, { method: 'PATCH', token: guest.token })

    const refused = await validate()
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({
      detail: 'Confirm your email address first: open the link we emailed you, or ask for a new one.',
      code: EMAIL_NOT_VERIFIED,
    })
    const [row] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id))
    expect(row!.status).toBe('CREATED')

    await confirm((await deliverAndReadLink(guest.email)).token)
    expect((await validate()).status).not.toBe(403)
  })

  it('refuses to send a listing for review until the owner’s address is verified', async () => {
    const owner = await signUp()
    await t.db.update(users).set({ isOwner: true }).where(eq(users.id, owner.id))
    const camper = await createCamper(t, owner.id, { status: 'created', publishedAt: null })
    const submit = () => t.request(`/3/products/${camper.id}/submit/`, { method: 'POST', token: owner.token })

    const refused = await submit()
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ code: EMAIL_NOT_VERIFIED })

    await confirm((await deliverAndReadLink(owner.email)).token)
    // Past the gate: what the listing itself lacks decides now.
    expect((await submit()).status).not.toBe(403)
  })
})

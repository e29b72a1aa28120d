import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loginAttempts, outbox, passwordResets, sandboxMails } from '../../../src/server/db/schema'
import { mailProvider } from '../../../src/server/providers/mail/mail'
import { outboxEmailRenderer } from '../../../src/server/mail/render-email'
import { PASSWORD_RESET_REQUESTED } from '../../../src/server/services/auth/password-resets'
import { deliverOutbox } from '../../../src/server/services/outbox/outbox-delivery'
import { createUser, me, PASSWORD, refresh, signIn, tokensFor } from '../support/accounts'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const NEW_PASSWORD = 'a new long passphrase 42'

describe.each(TEST_DATABASES)('password reset on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, {
      PUBLIC_URL: 'https://roam.test',
      PASSWORD_RESET_RATE_LIMIT_PER_ACCOUNT: '3',
      PASSWORD_RESET_RATE_LIMIT_PER_IP: '6',
      // The requests below come through one proxy, which writes the client's address in X-Forwarded-For.
      TRUST_PROXY: '1',
    })
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.db.delete(loginAttempts)
    await t.db.delete(outbox)
    await t.db.delete(sandboxMails)
  })

  let ipCounter = 0
  const ask = (email: string, ip = `198.51.100.${++ipCounter % 250}`) =>
    t.request('/v4/users/auth/password-reset/', { method: 'POST', json: { email }, headers: { 'X-Forwarded-For': ip } })
  const confirm = (token: string, newPassword = NEW_PASSWORD) =>
    t.request('/v4/users/auth/password-reset/confirm/', {
      method: 'POST',
      json: { token, new_password: newPassword },
    })

  /** Sends the outbox through the mail sandbox and returns the last email's link token. */
  async function deliverAndReadLink() {
    await deliverOutbox({
      db: t.db,
      mail: mailProvider(t.db, t.env),
      render: outboxEmailRenderer(t.env),
      maxAttempts: 3,
    })
    const [mail] = await t.db.select().from(sandboxMails).orderBy(sandboxMails.id)
    const link = /https:\/\/roam\.test\/\S*reset-password\?token=([\w-]+)/.exec(mail!.text)
    return { mail: mail!, link: link![0], token: link![1]! }
  }

  it('answers the same for a known and an unknown address; only the known one gets an email', async () => {
    const user = await createUser(t)
    const known = await ask(user.email.toUpperCase())
    const unknown = await ask('nobody-here@roam.test')
    expect(known.status).toBe(202)
    expect(unknown.status).toBe(202)
    expect(await known.json()).toEqual({ detail: PASSWORD_RESET_REQUESTED })
    expect(await unknown.json()).toEqual({ detail: PASSWORD_RESET_REQUESTED })
    const rows = await t.db.select().from(outbox)
    expect(rows.map((row) => [row.recipient, row.template, row.status])).toEqual([
      [user.email, 'password_reset', 'pending'],
    ])
    // Only the hash of the token is kept.
    const { token } = await deliverAndReadLink()
    const [reset] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))
    expect(reset!.tokenHash).not.toContain(token)
    expect(reset!.expiresAt.getTime() - reset!.createdAt.getTime()).toBe(3_600_000)
    // The link is gone from the outbox once sent.
    expect(JSON.stringify((await t.db.select().from(outbox))[0]!.data)).not.toContain(token)
  })

  it('writes the email in the recipient’s language, with a localised link, in HTML and plain text', async () => {
    const user = await createUser(t, { locale: 'fr', firstName: 'Camille' })
    await ask(user.email)
    const { mail, link } = await deliverAndReadLink()
    expect(mail.toAddress).toBe(user.email)
    expect(mail.subject).toBe('Choisissez un nouveau mot de passe Roam')
    expect(link).toMatch(/^https:\/\/roam\.test\/fr\/reset-password\?token=/)
    expect(mail.text).toContain('Bonjour Camille,')
    expect(mail.html).toContain('lang="fr"')
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`)
  })

  it('limits requests per address, known or not, and per IP address', async () => {
    const user = await createUser(t)
    for (let attempt = 0; attempt < 3; attempt++) expect((await ask(user.email)).status).toBe(202)
    const limited = await ask(user.email)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await limited.json()).detail).toMatch(/Too many password reset requests/)
    for (let attempt = 0; attempt < 3; attempt++) expect((await ask('ghost@roam.test')).status).toBe(202)
    expect((await ask('ghost@roam.test')).status).toBe(429)

    for (let attempt = 0; attempt < 6; attempt++)
      expect((await ask(`guess-${attempt}@roam.test`, '203.0.113.7')).status).toBe(202)
    expect((await ask('guess-x@roam.test', '203.0.113.7')).status).toBe(429)
    // Sign-ins are counted apart: a limited reset does not lock the account.
    expect((await signIn(t, user.email)).status).toBe(200)
  })

  it('sets the new password, ends every session and starts a new one; the link works once', async () => {
    const user = await createUser(t)
    const old = await tokensFor(t, user.email)
    await ask(user.email)
    const { token } = await deliverAndReadLink()

    const weak = await confirm(token, '12345678')
    expect(weak.status).toBe(400)
    expect((await weak.json()).new_password).toContain('This password is entirely numeric.')

    const done = await confirm(token)
    expect(done.status).toBe(200)
    const fresh = (await done.json()) as { access_token: string }
    expect((await me(t, fresh.access_token)).status).toBe(200)
    expect((await me(t, old.access_token)).status).toBe(401)
    expect((await refresh(t, old.refresh_token)).status).toBe(400)
    expect((await signIn(t, user.email, PASSWORD)).status).toBe(400)
    expect((await signIn(t, user.email, NEW_PASSWORD)).status).toBe(200)

    const again = await confirm(token, 'another long passphrase 7')
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ code: 'PASSWORD_RESET_LINK_USED' })
  })

  it('says so for an expired, a replaced or an unknown link', async () => {
    const user = await createUser(t)
    await ask(user.email)
    const first = await deliverAndReadLink()
    await t.db.delete(sandboxMails)
    await ask(user.email)
    const second = await deliverAndReadLink()
    expect(await (await confirm(first.token)).json()).toMatchObject({ code: 'PASSWORD_RESET_LINK_USED' })

    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id))
    const expired = await confirm(second.token)
    expect(expired.status).toBe(400)
    expect(await expired.json()).toEqual({
      detail: 'This password reset link has expired. Ask for a new one.',
      code: 'PASSWORD_RESET_LINK_EXPIRED',
    })
    const unknown = await confirm('not-a-token')
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ code: 'PASSWORD_RESET_LINK_INVALID' })
  })

  it('refuses bad input with field errors', async () => {
    const response = await ask('not an address')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ email: ['Enter a valid email address.'] })
    const missing = await t.request('/v4/users/auth/password-reset/confirm/', { method: 'POST', json: {} })
    expect(missing.status).toBe(400)
  })
})

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { emailChanges, loginAttempts, outbox, sandboxMails, users } from '../../../src/server/db/schema'
import { outboxEmailRenderer } from '../../../src/server/mail/render-email'
import { mailProvider } from '../../../src/server/providers/mail/mail'
import { EMAIL_CHANGE_LIMITS } from '../../../src/server/services/auth/login-rate-limit'
import { confirmEmailChange } from '../../../src/server/services/users/email-changes'
import { deliverOutbox } from '../../../src/server/services/outbox/outbox-delivery'
import { createUser, me, PASSWORD, signIn, tokensFor } from '../support/accounts'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('changing the email address on %s', (kind) => {
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

  const fresh = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@roam.test`

  async function account(locale = 'en') {
    const user = await createUser(t, { email: fresh('old'), locale })
    const { access_token } = await tokensFor(t, user.email)
    return { ...user, token: access_token }
  }

  const request = (token: string, json: unknown) =>
    t.request('/v4/users/me/email-change/', { method: 'POST', token, json })
  const confirm = (token: string) =>
    t.request('/v4/users/auth/email-change/confirm/', { method: 'POST', json: { token } })

  /** Sends the outbox through the mail sandbox and returns every email to `to`, oldest first. */
  async function mailsTo(to: string) {
    await deliverOutbox({
      db: t.db,
      mail: mailProvider(t.db, t.env),
      render: outboxEmailRenderer(t.env),
      maxAttempts: 3,
    })
    return t.db.select().from(sandboxMails).where(eq(sandboxMails.toAddress, to)).orderBy(sandboxMails.id)
  }
  const linkToken = (text: string) => /https:\/\/roam\.test\/\S*confirm-email-change\?token=([\w-]+)/.exec(text)![1]!

  it('keeps the address until the link is opened, then signs in with the new one only, the old one told twice', async () => {
    const user = await account('fr')
    const newEmail = fresh('new')
    const asked = await request(user.token, { new_email: newEmail, password: PASSWORD })
    expect(asked.status).toBe(202)
    expect(((await asked.json()) as { new_email: string }).new_email).toBe(newEmail)
    // Nothing changed yet: the page shows the pending address.
    expect(((await (await me(t, user.token)).json()) as { email: string }).email).toBe(user.email)
    const state = await t.request('/v4/users/me/email-change/', { token: user.token })
    expect(((await state.json()) as { pending: { new_email: string } }).pending.new_email).toBe(newEmail)

    const [linkMail] = await mailsTo(newEmail)
    expect(linkMail!.subject).toBe('Confirmez votre nouvelle adresse e-mail pour Roam')
    const token = linkToken(linkMail!.text)
    const [row] = await t.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id))
    expect(row!.tokenHash).not.toContain(token)
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(48 * 3_600_000)
    const [notice] = await mailsTo(user.email)
    expect(notice!.text).toContain(`${newEmail[0]}***@roam.test`)
    expect(notice!.text).not.toContain(newEmail)

    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id))
    expect((await confirm(token)).status).toBe(200)
    const after = (await (await me(t, user.token)).json()) as { email: string; email_verified: boolean }
    expect(after).toMatchObject({ email: newEmail, email_verified: true })
    const told = await mailsTo(user.email)
    expect(told).toHaveLength(2)
    expect(told[1]!.text).toContain(newEmail)

    // Other sessions stay; the old address no longer signs in, the new one does.
    expect((await me(t, user.token)).status).toBe(200)
    expect((await signIn(t, user.email)).status).toBe(400)
    expect((await signIn(t, newEmail.toUpperCase())).status).toBe(200)

    const again = await confirm(token)
    expect(again.status).toBe(400)
    expect(((await again.json()) as { code: string }).code).toBe('EMAIL_CHANGE_LINK_USED')
  })

  it('refuses a wrong password, a bad, current or taken address, in field errors', async () => {
    const user = await account()
    const other = await createUser(t, { email: fresh('taken') })
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [
        { new_email: fresh('new'), password: 'not my password' },
        { password: ['Your current password is not correct.'] },
      ],
      [{ new_email: 'not-an-address', password: PASSWORD }, { new_email: ['Enter a valid email address.'] }],
      [
        { new_email: user.email.toUpperCase(), password: PASSWORD },
        { new_email: ['This is already your email address.'] },
      ],
      [
        { new_email: other.email.toUpperCase(), password: PASSWORD },
        { new_email: ['This email address is already used by another account.'] },
      ],
    ]
    for (const [body, errors] of cases) {
      const response = await request(user.token, body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual(errors)
    }
    expect(await t.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id))).toEqual([])
    expect(await mailsTo(user.email)).toEqual([])
  })

  it('limits change emails per account', async () => {
    const user = await account()
    for (let i = 0; i < EMAIL_CHANGE_LIMITS.perAccount; i++)
      expect((await request(user.token, { new_email: fresh('new'), password: PASSWORD })).status).toBe(202)
    const refused = await request(user.token, { new_email: fresh('new'), password: PASSWORD })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('says when the address was taken meanwhile, and the account keeps its own', async () => {
    const user = await account()
    const newEmail = fresh('new')
    await request(user.token, { new_email: newEmail, password: PASSWORD })
    const token = linkToken((await mailsTo(newEmail))[0]!.text)
    await createUser(t, { email: newEmail })
    const response = await confirm(token)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { code: string }).code).toBe('EMAIL_TAKEN')
    expect(((await (await me(t, user.token)).json()) as { email: string }).email).toBe(user.email)
  })

  it('gives an address asked by two accounts to the first link opened, even at the same moment', async () => {
    const [ada, noor] = [await account(), await account()]
    const newEmail = fresh('wanted')
    await request(ada.token, { new_email: newEmail, password: PASSWORD })
    await request(noor.token, { new_email: newEmail, password: PASSWORD })
    const [first, second] = (await mailsTo(newEmail)).map((mail) => linkToken(mail.text))
    const answers = await Promise.all([confirm(first!), confirm(second!), confirm(first!)])
    const codes = await Promise.all(
      answers.map(async (answer) => (answer.status === 200 ? 'ok' : ((await answer.json()) as { code: string }).code)),
    )
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1)
    expect(codes.filter((code) => code !== 'ok').every((code) => /EMAIL_TAKEN|EMAIL_CHANGE_LINK_USED/.test(code))).toBe(
      true,
    )
    const owners = await t.db.select({ id: users.id }).from(users).where(eq(users.email, newEmail))
    expect(owners).toHaveLength(1)
  })

  it('tells an expired, cancelled, replaced or unknown link apart', async () => {
    const user = await account()
    const newEmail = fresh('new')
    await request(user.token, { new_email: newEmail, password: PASSWORD })
    const first = linkToken((await mailsTo(newEmail))[0]!.text)
    const resent = await t.request('/v4/users/me/email-change/resend/', { method: 'POST', token: user.token })
    expect(resent.status).toBe(202)
    const second = linkToken((await mailsTo(newEmail))[1]!.text)
    const codeOf = async (token: string) => ((await (await confirm(token)).json()) as { code: string }).code
    expect(await codeOf(first)).toBe('EMAIL_CHANGE_LINK_CANCELLED')
    expect(await codeOf('no-such-link')).toBe('EMAIL_CHANGE_LINK_INVALID')

    await expect(confirmEmailChange(t.db, second, new Date(Date.now() + 49 * 3_600_000))).rejects.toMatchObject({
      status: 400,
    })
    expect(await codeOf(second)).toBe('EMAIL_CHANGE_LINK_EXPIRED')
    const noneLeft = await t.request('/v4/users/me/email-change/resend/', { method: 'POST', token: user.token })
    expect(((await noneLeft.json()) as { code: string }).code).toBe('NO_PENDING_EMAIL_CHANGE')

    await request(user.token, { new_email: newEmail, password: PASSWORD })
    const third = linkToken((await mailsTo(newEmail)).at(-1)!.text)
    expect((await t.request('/v4/users/me/email-change/', { method: 'DELETE', token: user.token })).status).toBe(204)
    expect(await codeOf(third)).toBe('EMAIL_CHANGE_LINK_CANCELLED')
    const state = await t.request('/v4/users/me/email-change/', { token: user.token })
    expect(await state.json()).toEqual({ pending: null })
    expect(((await (await me(t, user.token)).json()) as { email: string }).email).toBe(user.email)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MailDeliveryError } from '../../../src/server/providers/mail/mail-provider'
import { createSmtpMail } from '../../../src/server/providers/mail/smtp-mail'
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'
import { mailProvider } from '../../../src/server/providers/mail/mail'

const message = {
  to: 'camille@roam.test',
  subject: 'Réinitialiser votre mot de passe',
  html: '<p>Bonjour <a href="https://roam.test/fr/reset">ici</a> — été</p>',
  text: 'Bonjour, ouvrez https://roam.test/fr/reset — été',
}

/** An email its recipient may turn off: RFC 8058's one-click unsubscribe. */
const unsubscribeHeaders = {
  'List-Unsubscribe': '<https://roam.test/fr/unsubscribe?token=abc_-123>',
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
}

describe('SMTP mail adapter against a real SMTP server', () => {
  let catcher: SmtpCatcher
  beforeAll(async () => {
    catcher = await startSmtpCatcher()
  })
  afterAll(() => catcher.close())

  it('delivers the subject, the sender, the recipient and both parts', async () => {
    catcher.mode = 'accept'
    const mail = createSmtpMail(catcher.url, 'Roam <no-reply@roam.test>')
    const { messageId } = await mail.send(message)
    expect(messageId).toMatch(/^<.+>$/)
    const caught = catcher.mails.at(-1)!
    expect(caught.envelopeFrom).toBe('no-reply@roam.test')
    expect(caught.envelopeTo).toEqual(['camille@roam.test'])
    expect(caught.headers.from).toBe('Roam <no-reply@roam.test>')
    expect(caught.headers.to).toBe('camille@roam.test')
    expect(caught.headers.subject).toMatch(/^=\?UTF-8\?/)
    expect(caught.html).toBe(message.html)
    expect(caught.text).toBe(message.text)
  })

  it('carries the one-click unsubscribe headers of an email that can be turned off', async () => {
    catcher.mode = 'accept'
    await createSmtpMail(catcher.url, 'no-reply@roam.test').send({ ...message, headers: unsubscribeHeaders })
    const caught = catcher.mails.at(-1)!
    expect(caught.headers['list-unsubscribe']).toBe(unsubscribeHeaders['List-Unsubscribe'])
    expect(caught.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  })

  it('a refusal (5xx) is an error the caller can retry, with the reply code', async () => {
    catcher.mode = 'refuse'
    const before = catcher.mails.length
    const error = await createSmtpMail(catcher.url, 'no-reply@roam.test')
      .send(message)
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(MailDeliveryError)
    expect((error as MailDeliveryError).responseCode).toBe(550)
    expect(catcher.mails.length).toBe(before)
    // The same message goes through once the server takes it again.
    catcher.mode = 'accept'
    await createSmtpMail(catcher.url, 'no-reply@roam.test').send(message)
    expect(catcher.mails.length).toBe(before + 1)
  })

  it('a dropped connection is an error the caller can retry, without a reply code', async () => {
    catcher.mode = 'drop'
    const error = await createSmtpMail(catcher.url, 'no-reply@roam.test')
      .send(message)
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(MailDeliveryError)
    expect((error as MailDeliveryError).responseCode).toBeUndefined()
  })

  it('a server nobody listens on is an error the caller can retry', async () => {
    const error = await createSmtpMail('smtp://127.0.0.1:1', 'no-reply@roam.test')
      .send(message)
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(MailDeliveryError)
  })
})

describe.each(TEST_DATABASES)('mail sandbox on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  it('keeps every email and shows them newest first, each with its HTML and its text', async () => {
    const mail = mailProvider(t.db, t.env)
    await mail.send({ ...message, subject: 'First <one>' })
    const { messageId } = await mail.send({ ...message, subject: 'Second' })
    const list = await t.app.request('/sandbox/mail')
    expect(list.status).toBe(200)
    const html = await list.text()
    expect(html.indexOf('Second')).toBeLessThan(html.indexOf('First &#60;one&#62;'))
    const id = messageId.replace('sandbox-', '')
    expect(html).toContain(`href="/sandbox/mail/${id}"`)

    const opened = await (await t.app.request(`/sandbox/mail/${id}`)).text()
    expect(opened).toContain('camille@roam.test')
    // The HTML part is shown in a sandboxed frame, escaped into its srcdoc; the text part as it is.
    expect(opened).toContain('srcdoc="&#60;p&#62;Bonjour')
    expect(opened).toContain('<pre>Bonjour, ouvrez https://roam.test/fr/reset — été</pre>')
    expect((await t.app.request('/sandbox/mail/999999')).status).toBe(404)
  })

  it('keeps and shows the one-click unsubscribe headers, as an SMTP server would receive them', async () => {
    const { messageId } = await mailProvider(t.db, t.env).send({ ...message, headers: unsubscribeHeaders })
    const opened = await (await t.app.request(`/sandbox/mail/${messageId.replace('sandbox-', '')}`)).text()
    expect(opened).toContain(
      '<dt>List-Unsubscribe</dt><dd>&#60;https://roam.test/fr/unsubscribe?token=abc_-123&#62;</dd>',
    )
    expect(opened).toContain('<dt>List-Unsubscribe-Post</dt><dd>List-Unsubscribe=One-Click</dd>')
  })

  it('does not exist with another mail provider', async () => {
    const smtp = await createTestApp(kind, { MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1' })
    try {
      expect((await smtp.app.request('/sandbox/mail')).status).toBe(404)
      expect((await smtp.app.request('/sandbox/mail/1')).status).toBe(404)
    } finally {
      await smtp.close()
    }
  })
})

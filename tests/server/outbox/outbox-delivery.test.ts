import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { outbox, type OutboxRow } from '../../../src/server/db/schema'
import type { MailMessage, MailProvider } from '../../../src/server/providers/mail/mail-provider'
import { createSmtpMail } from '../../../src/server/providers/mail/smtp-mail'
import { enqueueEmail } from '../../../src/server/services/outbox/outbox'
import {
  deliverOutbox,
  INTERRUPTED_AFTER_MS,
  retryDelayMs,
  type OutboxDeliveryDeps,
} from '../../../src/server/services/outbox/outbox-delivery'
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const render = (row: OutboxRow) =>
  Promise.resolve({ subject: `Hello ${row.recipient}`, html: `<p>${row.template}</p>`, text: row.template })

/** A mail service that records what it is given, taking a little time like one over the network. */
function recordingMail(delayMs = 20) {
  const sent: MailMessage[] = []
  const mail: MailProvider = {
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, delayMs))
      sent.push(message)
      return { messageId: `m-${sent.length}` }
    },
  }
  return { sent, mail }
}

const email = (event: string, recipient: string) => ({
  event,
  recipient,
  template: 'test',
  data: {},
  locale: 'en',
})

describe.each(TEST_DATABASES)('outbox on %s', (kind) => {
  let t: TestApp
  let catcher: SmtpCatcher
  beforeAll(async () => {
    t = await createTestApp(kind)
    catcher = await startSmtpCatcher()
  })
  afterAll(async () => {
    await catcher.close()
    await t.close()
  })
  beforeEach(async () => {
    await t.db.delete(outbox)
    catcher.mode = 'accept'
  })

  const deps = (overrides: Partial<OutboxDeliveryDeps>): OutboxDeliveryDeps => ({
    db: t.db,
    mail: recordingMail().mail,
    render,
    maxAttempts: 3,
    ...overrides,
  })

  it('writes its row only when the transaction that causes it commits', async () => {
    await t.db
      .transaction(async (tx) => {
        await enqueueEmail(tx, email('rolled-back:1', 'a@roam.test'))
        throw new Error('the change failed')
      })
      .catch(() => undefined)
    expect(await t.db.select().from(outbox)).toEqual([])

    await t.db.transaction((tx) => enqueueEmail(tx, email('committed:1', 'a@roam.test')))
    expect((await t.db.select().from(outbox)).map((row) => row.status)).toEqual(['pending'])
  })

  it('keeps one row per event, recipient and channel', async () => {
    await enqueueEmail(t.db, email('twice:1', 'a@roam.test'))
    await enqueueEmail(t.db, email('twice:1', 'a@roam.test'))
    await enqueueEmail(t.db, email('twice:1', 'b@roam.test'))
    expect(await t.db.select().from(outbox)).toHaveLength(2)
  })

  it('two delivery runs at once send each row once', async () => {
    for (let index = 0; index < 30; index++) await enqueueEmail(t.db, email(`burst:${index}`, `r${index}@roam.test`))
    const { sent, mail } = recordingMail(5)
    const reports = await Promise.all([
      deliverOutbox(deps({ mail, batchSize: 20 })),
      deliverOutbox(deps({ mail, batchSize: 20 })),
    ])
    // Whatever one run took the other skipped; a third run finds the rest.
    const third = await deliverOutbox(deps({ mail, batchSize: 20 }))
    expect(reports[0]!.sent + reports[1]!.sent + third.sent).toBe(30)
    expect(sent.map((message) => message.to).sort()).toEqual(
      Array.from({ length: 30 }, (_, index) => `r${index}@roam.test`).sort(),
    )
    const rows = await t.db.select().from(outbox)
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1 && row.sentAt !== null)).toBe(true)
  })

  it('forgets the secrets of its data once sent', async () => {
    await enqueueEmail(t.db, {
      ...email('secret:1', 'a@roam.test'),
      data: { firstName: 'Ada', secretLink: 'https://x' },
    })
    await deliverOutbox(deps({}))
    expect((await t.db.select().from(outbox))[0]).toMatchObject({ status: 'sent', data: { firstName: 'Ada' } })
  })

  it('a row is due at once, even for a run in the same millisecond', async () => {
    const at = new Date()
    await enqueueEmail(t.db, email('same-ms:1', 'a@roam.test'), at)
    expect(await deliverOutbox(deps({ now: () => at }))).toEqual({ sent: 1, retried: 0, dead: 0 })
  })

  it('a row written at a replayed moment ahead of the clock is due at once too', async () => {
    // The replay clock runs a booking's timer as of its deadline, days ahead: its emails must not wait for that day.
    await enqueueEmail(t.db, email('replayed:1', 'a@roam.test'), new Date(Date.now() + 30 * 86_400_000))
    expect(await deliverOutbox(deps({}))).toEqual({ sent: 1, retried: 0, dead: 0 })
  })

  it('records the attempt before sending', async () => {
    await enqueueEmail(t.db, email('recorded:1', 'a@roam.test'))
    const seen: Array<Pick<OutboxRow, 'status' | 'attempts'>> = []
    const mail: MailProvider = {
      async send() {
        const [row] = await t.db.select().from(outbox)
        seen.push({ status: row!.status, attempts: row!.attempts })
        return { messageId: 'x' }
      },
    }
    await deliverOutbox(deps({ mail }))
    expect(seen).toEqual([{ status: 'sending', attempts: 1 }])
  })

  it('an SMTP refusal is retried after a backoff, then succeeds', async () => {
    await enqueueEmail(t.db, email('refused:1', 'camille@roam.test'))
    const mail = createSmtpMail(catcher.url, 'no-reply@roam.test')
    const start = new Date()
    catcher.mode = 'refuse'
    expect(await deliverOutbox(deps({ mail, now: () => start }))).toEqual({ sent: 0, retried: 1, dead: 0 })
    let [row] = await t.db.select().from(outbox)
    expect(row).toMatchObject({ status: 'pending', attempts: 1 })
    expect(row!.lastError).toMatch(/550/)
    expect(row!.nextAttemptAt.getTime()).toBe(start.getTime() + retryDelayMs(1))

    // Not due yet: nothing is tried.
    catcher.mode = 'accept'
    const before = catcher.mails.length
    expect(await deliverOutbox(deps({ mail, now: () => new Date(start.getTime() + 1000) }))).toEqual({
      sent: 0,
      retried: 0,
      dead: 0,
    })
    const later = new Date(start.getTime() + retryDelayMs(1))
    expect(await deliverOutbox(deps({ mail, now: () => later }))).toEqual({ sent: 1, retried: 0, dead: 0 })
    ;[row] = await t.db.select().from(outbox)
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
    expect(catcher.mails.length).toBe(before + 1)
    expect(catcher.mails.at(-1)!.envelopeTo).toEqual(['camille@roam.test'])
  })

  it('a dropped connection is retried too', async () => {
    await enqueueEmail(t.db, email('dropped:1', 'camille@roam.test'))
    catcher.mode = 'drop'
    const mail = createSmtpMail(catcher.url, 'no-reply@roam.test')
    expect(await deliverOutbox(deps({ mail }))).toEqual({ sent: 0, retried: 1, dead: 0 })
  })

  it('is dead after the last try, keeping its last error', async () => {
    await enqueueEmail(t.db, email('dead:1', 'camille@roam.test'))
    catcher.mode = 'refuse'
    const mail = createSmtpMail(catcher.url, 'no-reply@roam.test')
    let clock = Date.now()
    const results = []
    for (let run = 0; run < 4; run++) {
      results.push(await deliverOutbox(deps({ mail, now: () => new Date(clock) })))
      clock += 7 * 3_600_000
    }
    expect(results).toEqual([
      { sent: 0, retried: 1, dead: 0 },
      { sent: 0, retried: 1, dead: 0 },
      { sent: 0, retried: 0, dead: 1 },
      { sent: 0, retried: 0, dead: 0 },
    ])
    const [row] = await t.db.select().from(outbox)
    expect(row).toMatchObject({ status: 'dead', attempts: 3 })
    expect(row!.lastError).toMatch(/550/)
  })

  it('never sends again a row whose process died while sending, and marks it dead', async () => {
    await enqueueEmail(t.db, email('crashed:1', 'camille@roam.test'))
    const claimedAt = new Date()
    // What a process leaves when it dies after the send and before the mark: the attempt recorded, nothing else.
    await t.db.update(outbox).set({ status: 'sending', attempts: 1, claimedAt }).where(eq(outbox.event, 'crashed:1'))
    const { sent, mail } = recordingMail()
    await deliverOutbox(deps({ mail, now: () => new Date(claimedAt.getTime() + 60_000) }))
    expect((await t.db.select().from(outbox))[0]!.status).toBe('sending')
    await deliverOutbox(deps({ mail, now: () => new Date(claimedAt.getTime() + INTERRUPTED_AFTER_MS + 1000) }))
    const [row] = await t.db.select().from(outbox)
    expect(row).toMatchObject({ status: 'dead', attempts: 1 })
    expect(row!.lastError).toMatch(/Interrupted while sending/)
    expect(sent).toEqual([])
  })
})

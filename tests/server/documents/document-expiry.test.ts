import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documents, documentStatusHistory, notifications, outbox } from '../../../src/server/db/schema'
import { outboxEmailRenderer } from '../../../src/server/mail/render-email'
import { runDocumentExpiry } from '../../../src/server/services/documents/document-expiry'
import { createUser } from '../support/accounts'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const DAY_MS = 86_400_000
const day = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10)
const render = outboxEmailRenderer({ PUBLIC_URL: 'https://roam.example', LOCALE_STRATEGY: 'prefix' })

describe.each(TEST_DATABASES)('documents coming to their date on %s', (kind) => {
  let t: TestApp
  let guest: { id: number }
  beforeAll(async () => {
    t = await createTestApp(kind)
    guest = await createUser(t, { firstName: 'Camille', locale: 'fr' })
  })
  afterAll(() => t.close())

  const statusOf = async (id: number) =>
    (await t.db.select({ status: documents.status }).from(documents).where(eq(documents.id, id)))[0]!.status
  const kindsOf = async (ids: number[]) =>
    (
      await t.db
        .select({ kind: notifications.kind, data: notifications.data })
        .from(notifications)
        .where(eq(notifications.userId, guest.id))
    )
      .map((row) => row.kind)
      .filter((value) => value.startsWith('document_'))
      .slice(-ids.length * 2)

  it('tells the owner once when the date comes near and once when it passes, through the document chart', async () => {
    const now = new Date()
    const insert = async (status: 'validated' | 'valid_ask', expirationDate: string | null) =>
      (
        await t.db
          .insert(documents)
          .values({ userId: guest.id, documentType: 'driving_licen', status, expirationDate })
          .returning()
      )[0]!
    const soon = await insert('validated', day(now, 10))
    const far = await insert('validated', day(now, 200))
    const past = await insert('validated', day(now, -1))
    const waiting = await insert('valid_ask', day(now, -1))
    const undated = await insert('validated', null)

    expect(await runDocumentExpiry(t.db, now)).toBe(2)
    expect(await statusOf(soon.id)).toBe('exp_soon')
    expect(await statusOf(past.id)).toBe('expired')
    for (const untouched of [far, undated]) expect(await statusOf(untouched.id)).toBe('validated')
    expect(await statusOf(waiting.id)).toBe('valid_ask')
    // Nothing is due again until the date passes.
    expect(await runDocumentExpiry(t.db, now)).toBe(0)
    expect(await runDocumentExpiry(t.db, new Date(now.getTime() + 11 * DAY_MS))).toBe(1)
    expect(await statusOf(soon.id)).toBe('expired')

    const history = await t.db
      .select({ documentId: documentStatusHistory.documentId, event: documentStatusHistory.event })
      .from(documentStatusHistory)
      .where(inArray(documentStatusHistory.documentId, [soon.id, past.id]))
    expect(history.map((row) => [row.documentId, row.event]).sort()).toEqual(
      [
        [soon.id, 'timer.expiring_soon'],
        [soon.id, 'timer.expired'],
        [past.id, 'timer.expired'],
      ].sort(),
    )
    expect((await kindsOf([soon.id, past.id])).sort()).toEqual(
      ['document_expired', 'document_expired', 'document_expiring'].sort(),
    )

    const email = (await t.db.select().from(outbox)).find(
      (row) => (row.data as { kind?: string }).kind === 'document_expiring',
    )!
    const rendered = await render(email)
    expect(rendered.subject).toBe('Permis de conduire : expire bientôt'.replace(' :', '\u00a0:'))
    const expected = new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${day(now, 10)}T00:00:00Z`),
    )
    expect(rendered.text).toContain(expected)
  })
})

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documents, notifications, outbox } from '../../../src/server/db/schema'
import { outboxEmailRenderer } from '../../../src/server/mail/render-email'
import { applyDocumentEvent, lockDocument } from '../../../src/server/services/documents/document-transitions'
import { applyListingEvent } from '../../../src/server/services/listings/listing-transitions'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const render = outboxEmailRenderer({ PUBLIC_URL: 'https://roam.example', LOCALE_STRATEGY: 'prefix' })

describe.each(TEST_DATABASES)('listing and document notifications on %s', (kind) => {
  let t: TestApp
  let owner: { id: number; email: string }
  let staff: { id: number }
  let ownerToken = ''

  beforeAll(async () => {
    t = await createTestApp(kind)
    owner = await createUser(t, { firstName: 'Jonas', isOwner: true, locale: 'de' })
    staff = await createUser(t, { isStaff: true })
    ownerToken = (await tokensFor(t, owner.email)).access_token
  })
  afterAll(() => t.close())

  const noticesOf = async (userId: number) =>
    t.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id)
  const emailFor = async (kindOf: string) =>
    (await t.db.select().from(outbox)).find((row) => (row.data as { kind?: string }).kind === kindOf)

  it('tells the owner why staff refused a listing, in-app and by email in the owner’s language', async () => {
    const camper = await createCamper(t, owner.id, { title: 'Hymer B 544', status: 'to_moderate' })
    await applyListingEvent(
      t.db,
      camper.id,
      { type: 'staff.refuse', reason: 'The photos show another van' },
      { userId: staff.id, staffAction: 'listing.refuse' },
    )
    const [notice] = (await noticesOf(owner.id)).filter((row) => row.kind === 'listing_refused')
    expect(notice).toMatchObject({ bookingId: null, data: { path: `/d/campers/${camper.id}` } })
    const email = await emailFor('listing_refused')
    expect(email).toMatchObject({ recipient: owner.email, template: 'account_update', locale: 'de' })
    const rendered = await render(email!)
    expect(rendered.subject).toBe('Hymer B 544 muss geändert werden')
    expect(rendered.text).toContain('Grund: The photos show another van.')
    expect(rendered.text).toContain(`https://roam.example/de/d/campers/${camper.id}`)

    // The bell reads it in the reader's language.
    const list = await t.request('/v4/notifications/', { token: ownerToken, headers: { 'Accept-Language': 'en' } })
    const results = ((await list.json()) as { results: Array<{ kind: string; title: string; path: string }> }).results
    expect(results.find((row) => row.kind === 'listing_refused')).toMatchObject({
      title: 'Hymer B 544 needs changes',
      path: `/d/campers/${camper.id}`,
    })
  })

  it('tells nobody of what the owner does on the page', async () => {
    const before = (await noticesOf(owner.id)).length
    const camper = await createCamper(t, owner.id, { status: 'published' })
    await applyListingEvent(t.db, camper.id, { type: 'owner.suspend' }, { userId: owner.id })
    expect(await noticesOf(owner.id)).toHaveLength(before)
    await applyListingEvent(t.db, camper.id, { type: 'staff.delete' }, { userId: staff.id, staffAction: 'x' })
    expect((await noticesOf(owner.id)).map((row) => row.kind)).toContain('listing_deleted')
  })

  it('tells the document’s owner it is validated, once, and nothing of the pages they add while it waits', async () => {
    const [document] = await t.db
      .insert(documents)
      .values({ userId: owner.id, documentType: 'id_proof', status: 'added' })
      .returning()
    const decide = (event: Parameters<typeof applyDocumentEvent>[2], userId: number) =>
      t.db.transaction(async (tx) => {
        const locked = await lockDocument(tx, document!.id)
        await applyDocumentEvent(tx, locked!, event, { userId })
      })
    await decide({ type: 'user.ask_validation' }, owner.id)
    await decide({ type: 'staff.validate' }, staff.id)
    const told = (await noticesOf(owner.id)).filter((row) => (row.event ?? '').startsWith('document_status:'))
    expect(
      told.filter((row) => (row.data as { documentType?: string }).documentType === 'id_proof').map((row) => row.kind),
    ).toEqual(['document_validated'])
    const rendered = await render((await emailFor('document_validated'))!)
    expect(rendered.text).toContain('/de/d/account/documents')
  })

  it('tells the document’s owner of a refusal with its reason, naming the document in their language', async () => {
    const camper = await createCamper(t, owner.id, { title: 'Hymer B 544' })
    const [document] = await t.db
      .insert(documents)
      .values({ userId: owner.id, camperId: camper.id, documentType: 'car_registr', status: 'valid_ask' })
      .returning()
    await t.db.transaction(async (tx) => {
      const locked = await lockDocument(tx, document!.id)
      await applyDocumentEvent(tx, locked!, { type: 'staff.refuse', reason: 'Blurred' }, { userId: staff.id })
    })
    const email = await emailFor('document_refused')
    const rendered = await render(email!)
    expect(rendered.subject).toBe('Fahrzeugschein: abgelehnt')
    expect(rendered.text).toContain('Grund: Blurred.')
    expect(rendered.text).toContain('(für Hymer B 544)')
    expect(rendered.text).toContain(`/de/d/campers/${camper.id}/documents/${document!.id}`)
  })
})

import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentPages, documents, documentStatusHistory, type NewDocumentRow } from '../../../src/server/db/schema'
import { signedInUser } from '../support/accounts'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

// Document status changes go through document.machine: row lock, machine decision, status and history in one
// transaction, 405 DOCUMENT_NOT_IN_VALID_STATE when the machine refuses.
describe.each(TEST_DATABASES)('document status transitions (%s)', (kind) => {
  let t: TestApp
  let guest: { id: number; token: string }
  let staff: { id: number; token: string }

  const account = (extra: Parameters<typeof signedInUser>[1] = {}) => signedInUser(t, extra)
  const addDocument = async (values: Partial<NewDocumentRow> = {}) => {
    const [row] = await t.db
      .insert(documents)
      .values({ userId: guest.id, documentType: 'addr_proof', isMandatory: true, ...values })
      .returning()
    return row!
  }
  const upload = (id: number, name = 'page.png') => {
    const form = new FormData()
    form.append('page', new File([`bytes of ${name}`], name, { type: 'image/png' }))
    return t.request(`/3/docs/${id}/pages/`, { method: 'POST', token: guest.token, body: form })
  }
  const deletePage = (id: number, pageId: number) =>
    t.request(`/3/docs/${id}/pages/${pageId}/`, { method: 'DELETE', token: guest.token })
  const post = (path: string, token: string, json?: unknown) => t.request(path, { method: 'POST', token, json })
  const stored = async (id: number) => {
    const [row] = await t.db.select().from(documents).where(eq(documents.id, id))
    const pages = await t.db.select().from(documentPages).where(eq(documentPages.documentId, id))
    return { ...row!, pages }
  }
  const history = (id: number) =>
    t.db
      .select()
      .from(documentStatusHistory)
      .where(eq(documentStatusHistory.documentId, id))
      .orderBy(asc(documentStatusHistory.id))
  const steps = async (id: number) =>
    (await history(id)).map((row) => [row.fromStatus, row.toStatus, row.event] as const)

  beforeAll(async () => {
    t = await createTestApp(kind, { DATA_DIR: 'memory://' })
    guest = await account()
    staff = await account({ isStaff: true })
  })
  afterAll(() => t.close())

  it('writes each status change with a history row naming the event, the actor and a refusal reason', async () => {
    const document = await addDocument()
    expect((await upload(document.id)).status).toBe(201)
    expect((await post(`/3/docs/${document.id}/ask-validation/`, guest.token)).status).toBe(200)
    // Pages that come to a document waiting for a decision keep its status and leave no history row.
    expect((await upload(document.id, 'back.png')).status).toBe(201)
    expect((await stored(document.id)).status).toBe('valid_ask')
    const refused = await post(`/3/docs/${document.id}/refuse/`, staff.token, { reason: 'Blurred' })
    expect(await refused.json()).toMatchObject({ status: 'refused', refusal_reason: 'Blurred' })
    const renewed = await upload(document.id, 'sharp.png')
    expect(await renewed.json()).toMatchObject({ status: 'added', refusal_reason: null })

    expect(await steps(document.id)).toEqual([
      ['needdoc', 'added', 'user.add_page'],
      ['added', 'valid_ask', 'user.ask_validation'],
      ['valid_ask', 'refused', 'staff.refuse'],
      ['refused', 'added', 'user.add_page'],
    ])
    const rows = await history(document.id)
    expect(rows.map((row) => row.actorId)).toEqual([guest.id, guest.id, staff.id, guest.id])
    expect(rows.map((row) => row.reason)).toEqual([null, null, 'Blurred', null])
    // The pages took the refusal with the document; the new page comes in as added.
    expect((await stored(document.id)).pages.map((page) => page.docStatus).sort()).toEqual([
      'added',
      'refused',
      'refused',
    ])
  })

  it('makes an added document needed again when its last page goes, with its history row', async () => {
    const document = await addDocument()
    const page = (await (await upload(document.id)).json()).pages[0]
    expect((await deletePage(document.id, page.id)).status).toBe(204)
    expect((await stored(document.id)).status).toBe('needdoc')
    expect(await steps(document.id)).toEqual([
      ['needdoc', 'added', 'user.add_page'],
      ['added', 'needdoc', 'user.delete_page'],
    ])
  })

  it('answers 405 DOCUMENT_NOT_IN_VALID_STATE when the machine refuses, and writes nothing', async () => {
    const document = await addDocument({ status: 'validated', expirationDate: '2099-01-01' })
    const [page] = await t.db
      .insert(documentPages)
      .values({
        documentId: document.id,
        storageKey: `test/${document.id}`,
        fileName: 'a.png',
        contentType: 'image/png',
        size: 1,
        docStatus: 'validated',
      })
      .returning()
    const answers = [
      await upload(document.id),
      await deletePage(document.id, page!.id),
      await post(`/3/docs/${document.id}/ask-validation/`, guest.token),
      await post(`/3/docs/${document.id}/validate/`, staff.token),
      await post(`/3/docs/${document.id}/refuse/`, staff.token, { reason: 'No' }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(405)
      expect(await answer.json()).toEqual({
        detail: expect.any(String),
        code: 'DOCUMENT_NOT_IN_VALID_STATE',
      })
    }
    const after = await stored(document.id)
    expect(after.status).toBe('validated')
    expect(after.pages).toHaveLength(1)
    expect(await history(document.id)).toEqual([])
  })

  it('renews a validated document that expires soon with new pages', async () => {
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
    const document = await addDocument({ status: 'validated', expirationDate: soon })
    expect(await (await upload(document.id)).json()).toMatchObject({ status: 'added' })
    expect(await steps(document.id)).toEqual([['validated', 'added', 'user.add_page']])
  })

  it('removes the last two pages at once one after the other: the document ends needed, with one history row', async () => {
    const document = await addDocument()
    await upload(document.id, 'front.png')
    const pages = (await (await upload(document.id, 'back.png')).json()).pages as Array<{ id: number }>
    const answers = await Promise.all(pages.map((page) => deletePage(document.id, page.id)))
    expect(answers.map((answer) => answer.status)).toEqual([204, 204])
    const after = await stored(document.id)
    expect(after.pages).toEqual([])
    expect(after.status).toBe('needdoc')
    expect((await steps(document.id)).filter(([, to]) => to === 'needdoc')).toHaveLength(1)
  })

  it('serialises a page removal with a staff decision on the same document', async () => {
    const document = await addDocument({ expirationDateMandatory: true })
    const form = (name: string) => {
      const body = new FormData()
      body.append('page', new File([name], name, { type: 'image/png' }))
      body.append('expiration_date', '2099-01-01')
      return t.request(`/3/docs/${document.id}/pages/`, { method: 'POST', token: guest.token, body })
    }
    await form('front.png')
    const pages = (await (await form('back.png')).json()).pages as Array<{ id: number }>
    await post(`/3/docs/${document.id}/ask-validation/`, guest.token)
    const [validated, removed] = await Promise.all([
      post(`/3/docs/${document.id}/validate/`, staff.token),
      deletePage(document.id, pages[0]!.id),
    ])
    expect(validated.status).toBe(200)
    // Either the page went first (the document was validated with one page) or the decision did (a valid document
    // keeps its pages): never a page removed from a validated document.
    expect([204, 405]).toContain(removed.status)
    const after = await stored(document.id)
    expect(after.status).toBe('validated')
    expect(after.pages).toHaveLength(removed.status === 204 ? 1 : 2)
    expect(after.pages.every((page) => page.docStatus === 'validated')).toBe(true)
  })
})

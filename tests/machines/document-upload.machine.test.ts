import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { documentUploadMachine, uploadProgress } from '../../machines/document-upload.machine'
import type { DocumentView } from '../../machines/document-upload.machine'

const needed: DocumentView = {
  id: 3,
  status: 'NEEDDOC',
  expirationDateMandatory: true,
  expirationDate: null,
  pageCount: 0,
}

function start(failPages: number[] = []) {
  const sent: Array<{ page: Blob; expirationDate: string | null }> = []
  let pageCount = 0
  let calls = 0
  const actor = createActor(
    documentUploadMachine.provide({
      actors: {
        loadDocument: fromPromise(async () => needed),
        uploadPage: fromPromise<DocumentView, { documentId: number; page: Blob; expirationDate: string | null }>(
          async ({ input }) => {
            calls += 1
            if (failPages.includes(calls)) throw new Error('Network Error')
            sent.push({ page: input.page, expirationDate: input.expirationDate })
            pageCount += 1
            return { ...needed, status: 'ADDED', pageCount, expirationDate: input.expirationDate }
          },
        ),
        askValidation: fromPromise<DocumentView, { documentId: number }>(async () => ({
          ...needed,
          status: 'VALIDATION_ASKED',
          pageCount,
        })),
      },
    }),
    { input: { documentId: 3 } },
  ).start()
  return { actor, sent }
}

describe('document upload machine', () => {
  it('refuses pages without the mandatory date, then sends them one by one with it and ends ADDED', async () => {
    const { actor, sent } = start()
    await waitFor(actor, (s) => s.matches('NEEDDOC'))
    const pages = [new Blob(['front']), new Blob(['back'])]
    actor.send({ type: 'user.upload', files: pages })
    expect(actor.getSnapshot().value).toBe('NEEDDOC')
    actor.send({ type: 'user.date', date: '2031-04-30' })
    actor.send({ type: 'user.upload', files: pages })
    expect(actor.getSnapshot().value).toBe('uploading')
    expect(uploadProgress(actor.getSnapshot().context)).toBe(0)
    await waitFor(actor, (s) => s.matches('ADDED'))
    expect(sent).toEqual([
      { page: pages[0], expirationDate: '2031-04-30' },
      { page: pages[1], expirationDate: '2031-04-30' },
    ])
    actor.send({ type: 'user.askValidation' })
    await waitFor(actor, (s) => s.matches('VALIDATION_ASKED'))
  })

  it('retries the failed page without sending the first one twice', async () => {
    const { actor, sent } = start([2])
    await waitFor(actor, (s) => s.matches('NEEDDOC'))
    const pages = [new Blob(['front']), new Blob(['back'])]
    actor.send({ type: 'user.date', date: '2031-04-30' })
    actor.send({ type: 'user.upload', files: pages })
    await waitFor(actor, (s) => s.matches('uploadFailed'))
    expect(uploadProgress(actor.getSnapshot().context)).toBe(0.5)
    actor.send({ type: 'user.retry' })
    await waitFor(actor, (s) => s.matches('ADDED'))
    expect(sent.map((s) => s.page)).toEqual(pages)
  })
})

import type { Context } from 'hono'
import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { requireUser } from '../../http/authentication'
import { documentCheckProvider } from '../../providers/document-check/document-check'
import { fileStorage } from '../../providers/file-storage/file-storage'
import {
  addPage,
  askValidation,
  checkDocument,
  decideDocument,
  deletePage,
  getDocument,
  listDocuments,
  readPageFile,
  updateDocument,
} from '../../services/documents/documents'
import type {
  addPageRoute,
  askValidationRoute,
  bookingDocumentsRoute,
  deletePageRoute,
  documentCheckRoute,
  getDocumentRoute,
  guestDocumentsRoute,
  ownerDocumentsRoute,
  pageFileRoute,
  refuseDocumentRoute,
  updateDocumentRoute,
  validateDocumentRoute,
  vehicleDocumentsRoute,
} from './documents.routes'

const actorOf = (c: Context<AppEnv>) => ({ userId: requireUser(c), isStaff: c.var.isStaff })

export const getDocumentHandler: RouteHandler<typeof getDocumentRoute, AppEnv> = async (c) =>
  c.json(await getDocument(c.var.db, c.req.valid('param').id, actorOf(c)), 200)

export const updateDocumentHandler: RouteHandler<typeof updateDocumentRoute, AppEnv> = async (c) =>
  c.json(await updateDocument(c.var.db, c.req.valid('param').id, actorOf(c), c.req.valid('json')), 200)

export const addPageHandler: RouteHandler<typeof addPageRoute, AppEnv> = async (c) => {
  const { page, expiration_date: expirationDate } = c.req.valid('form')
  const upload = {
    fileName: page.name,
    contentType: page.type,
    bytes: new Uint8Array(await page.arrayBuffer()),
    expirationDate: expirationDate ?? null,
  }
  return c.json(await addPage(c.var.db, fileStorage(c.var.env), c.req.valid('param').id, actorOf(c), upload), 201)
}

export const deletePageHandler: RouteHandler<typeof deletePageRoute, AppEnv> = async (c) => {
  const { id, page_id: pageId } = c.req.valid('param')
  await deletePage(c.var.db, fileStorage(c.var.env), id, pageId, actorOf(c))
  return c.body(null, 204)
}

/** The stored file as a download, never rendered inline (it is user content). */
export const pageFileHandler: RouteHandler<typeof pageFileRoute, AppEnv> = async (c) => {
  const { id, page_id: pageId } = c.req.valid('param')
  const file = await readPageFile(c.var.db, fileStorage(c.var.env), id, pageId, actorOf(c))
  return c.body(new Uint8Array(file.bytes), 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  })
}

export const askValidationHandler: RouteHandler<typeof askValidationRoute, AppEnv> = async (c) =>
  c.json(await askValidation(c.var.db, c.req.valid('param').id, actorOf(c)), 200)

export const validateDocumentHandler: RouteHandler<typeof validateDocumentRoute, AppEnv> = async (c) =>
  c.json(await decideDocument(c.var.db, c.req.valid('param').id, actorOf(c), { validate: true }), 200)

export const refuseDocumentHandler: RouteHandler<typeof refuseDocumentRoute, AppEnv> = async (c) =>
  c.json(
    await decideDocument(c.var.db, c.req.valid('param').id, actorOf(c), {
      validate: false,
      reason: c.req.valid('json').reason,
    }),
    200,
  )

export const guestDocumentsHandler: RouteHandler<typeof guestDocumentsRoute, AppEnv> = async (c) => {
  const actor = actorOf(c)
  return c.json(
    await listDocuments(c.var.db, actor, { by: 'guest', userId: c.req.valid('query').user_id ?? actor.userId }),
    200,
  )
}

export const ownerDocumentsHandler: RouteHandler<typeof ownerDocumentsRoute, AppEnv> = async (c) => {
  const actor = actorOf(c)
  return c.json(
    await listDocuments(c.var.db, actor, { by: 'owner', userId: c.req.valid('query').user_id ?? actor.userId }),
    200,
  )
}

export const vehicleDocumentsHandler: RouteHandler<typeof vehicleDocumentsRoute, AppEnv> = async (c) =>
  c.json(await listDocuments(c.var.db, actorOf(c), { by: 'vehicle', camperId: c.req.valid('param').id }), 200)

export const bookingDocumentsHandler: RouteHandler<typeof bookingDocumentsRoute, AppEnv> = async (c) =>
  c.json(await listDocuments(c.var.db, actorOf(c), { by: 'booking', bookingId: c.req.valid('param').id }), 200)

export const documentCheckHandler: RouteHandler<typeof documentCheckRoute, AppEnv> = async (c) =>
  c.json(
    await checkDocument(
      c.var.db,
      fileStorage(c.var.env),
      documentCheckProvider(c.var.env),
      c.req.valid('json').document_id,
      actorOf(c),
    ),
    200,
  )

import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import {
  addPageHandler,
  askValidationHandler,
  bookingDocumentsHandler,
  deletePageHandler,
  documentCheckHandler,
  getDocumentHandler,
  guestDocumentsHandler,
  ownerDocumentsHandler,
  pageFileHandler,
  refuseDocumentHandler,
  updateDocumentHandler,
  validateDocumentHandler,
  vehicleDocumentsHandler,
} from './documents.handlers'
import {
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

export function registerDocumentsRoutes(app: OpenAPIHono<AppEnv>) {
  // The fixed list paths first: /3/docs/guest/ is not a document id.
  app.openapi(guestDocumentsRoute, guestDocumentsHandler)
  app.openapi(ownerDocumentsRoute, ownerDocumentsHandler)
  app.openapi(vehicleDocumentsRoute, vehicleDocumentsHandler)
  app.openapi(bookingDocumentsRoute, bookingDocumentsHandler)
  app.openapi(getDocumentRoute, getDocumentHandler)
  app.openapi(updateDocumentRoute, updateDocumentHandler)
  app.openapi(addPageRoute, addPageHandler)
  app.openapi(deletePageRoute, deletePageHandler)
  app.openapi(pageFileRoute, pageFileHandler)
  app.openapi(askValidationRoute, askValidationHandler)
  app.openapi(validateDocumentRoute, validateDocumentHandler)
  app.openapi(refuseDocumentRoute, refuseDocumentHandler)
  app.openapi(documentCheckRoute, documentCheckHandler)
}

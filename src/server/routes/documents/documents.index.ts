import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as handlers from './documents.handlers'
import * as routes from './documents.routes'

export function registerDocumentsRoutes(app: OpenAPIHono<AppEnv>) {
  // The fixed list paths first: /3/docs/guest/ is not a document id.
  app.openapi(routes.guestDocumentsRoute, handlers.guestDocumentsHandler)
  app.openapi(routes.ownerDocumentsRoute, handlers.ownerDocumentsHandler)
  app.openapi(routes.vehicleDocumentsRoute, handlers.vehicleDocumentsHandler)
  app.openapi(routes.bookingDocumentsRoute, handlers.bookingDocumentsHandler)
  app.openapi(routes.getDocumentRoute, handlers.getDocumentHandler)
  app.openapi(routes.updateDocumentRoute, handlers.updateDocumentHandler)
  app.openapi(routes.addPageRoute, handlers.addPageHandler)
  app.openapi(routes.deletePageRoute, handlers.deletePageHandler)
  app.openapi(routes.pageFileRoute, handlers.pageFileHandler)
  app.openapi(routes.askValidationRoute, handlers.askValidationHandler)
  app.openapi(routes.validateDocumentRoute, handlers.validateDocumentHandler)
  app.openapi(routes.refuseDocumentRoute, handlers.refuseDocumentHandler)
  app.openapi(routes.documentCheckRoute, handlers.documentCheckHandler)
}

import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import * as reviewFormHandlers from './review-forms.handlers'
import * as reviewFormRoutes from './review-forms.routes'
import * as handlers from './reviews.handlers'
import * as routes from './reviews.routes'

export function registerReviewsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(routes.reviewStatsRoute, handlers.reviewStatsHandler)
  app.openapi(routes.listReviewsRoute, handlers.listReviewsHandler)
  app.openapi(reviewFormRoutes.createReviewRoute, reviewFormHandlers.createReviewHandler)
  app.openapi(reviewFormRoutes.reviewPhotoRoute, reviewFormHandlers.reviewPhotoHandler)
  app.openapi(reviewFormRoutes.reportReviewPatchRoute, reviewFormHandlers.reportReviewPatchHandler)
  app.openapi(reviewFormRoutes.reportReviewPostRoute, reviewFormHandlers.reportReviewPostHandler)
  app.openapi(reviewFormRoutes.getReviewRoute, reviewFormHandlers.getReviewHandler)
  app.openapi(reviewFormRoutes.updateReviewRoute, reviewFormHandlers.updateReviewHandler)
  app.openapi(reviewFormRoutes.reviewsNeededRoute, reviewFormHandlers.reviewsNeededHandler)
  app.openapi(reviewFormRoutes.myReviewsRoute, reviewFormHandlers.myReviewsHandler)
  app.openapi(reviewFormRoutes.reviewPhotoFileRoute, reviewFormHandlers.reviewPhotoFileHandler)
}

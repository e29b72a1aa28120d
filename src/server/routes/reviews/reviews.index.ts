import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import {
  createReviewHandler,
  getReviewHandler,
  myReviewsHandler,
  reportReviewPatchHandler,
  reportReviewPostHandler,
  reviewPhotoFileHandler,
  reviewPhotoHandler,
  reviewsNeededHandler,
  updateReviewHandler,
} from './review-forms.handlers'
import {
  createReviewRoute,
  getReviewRoute,
  myReviewsRoute,
  reportReviewPatchRoute,
  reportReviewPostRoute,
  reviewPhotoFileRoute,
  reviewPhotoRoute,
  reviewsNeededRoute,
  updateReviewRoute,
} from './review-forms.routes'
import { listReviewsHandler, reviewStatsHandler } from './reviews.handlers'
import { listReviewsRoute, reviewStatsRoute } from './reviews.routes'

export function registerReviewsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(reviewStatsRoute, reviewStatsHandler)
  app.openapi(listReviewsRoute, listReviewsHandler)
  app.openapi(createReviewRoute, createReviewHandler)
  app.openapi(reviewPhotoRoute, reviewPhotoHandler)
  app.openapi(reportReviewPatchRoute, reportReviewPatchHandler)
  app.openapi(reportReviewPostRoute, reportReviewPostHandler)
  app.openapi(getReviewRoute, getReviewHandler)
  app.openapi(updateReviewRoute, updateReviewHandler)
  app.openapi(reviewsNeededRoute, reviewsNeededHandler)
  app.openapi(myReviewsRoute, myReviewsHandler)
  app.openapi(reviewPhotoFileRoute, reviewPhotoFileHandler)
}

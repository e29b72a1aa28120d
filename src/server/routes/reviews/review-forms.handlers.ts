import type { RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { requireUser } from '../../http/authentication'
import { pageLinks } from '../../http/pagination'
import { myReviews } from '../../services/reviews/my-reviews'
import {
  createReview,
  reportReview,
  reviewPhotoFile,
  reviewView,
  setReviewPhoto,
  updateReview,
} from '../../services/reviews/review-writing'
import { reviewsNeeded } from '../../services/reviews/reviews-needed'
import type {
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

export const createReviewHandler: RouteHandler<typeof createReviewRoute, AppEnv> = async (c) => {
  return c.json(await createReview(c.var.db, requireUser(c), c.req.valid('param').idBooking, c.req.valid('json')), 201)
}

export const getReviewHandler: RouteHandler<typeof getReviewRoute, AppEnv> = async (c) => {
  return c.json(await reviewView(c.var.db, c.req.valid('param').idReview, c.var.userId), 200)
}

export const updateReviewHandler: RouteHandler<typeof updateReviewRoute, AppEnv> = async (c) => {
  return c.json(await updateReview(c.var.db, requireUser(c), c.req.valid('param').idReview, c.req.valid('json')), 200)
}

export const reviewPhotoHandler: RouteHandler<typeof reviewPhotoRoute, AppEnv> = async (c) => {
  const { photo } = c.req.valid('form')
  const bytes = new Uint8Array(await photo.arrayBuffer())
  return c.json(
    await setReviewPhoto(c.var.db, requireUser(c), c.req.valid('param').idReview, { type: photo.type, bytes }),
    200,
  )
}

export const reportReviewPatchHandler: RouteHandler<typeof reportReviewPatchRoute, AppEnv> = async (c) => {
  return c.json(await reportReview(c.var.db, requireUser(c), c.req.valid('param').idReview, c.req.valid('json')), 200)
}

export const reportReviewPostHandler: RouteHandler<typeof reportReviewPostRoute, AppEnv> = async (c) => {
  return c.json(await reportReview(c.var.db, requireUser(c), c.req.valid('param').id, c.req.valid('json')), 200)
}

export const reviewsNeededHandler: RouteHandler<typeof reviewsNeededRoute, AppEnv> = async (c) => {
  const { page, page_size: pageSize } = c.req.valid('query')
  const found = await reviewsNeeded(c.var.db, requireUser(c), { page, pageSize })
  return c.json(
    { count: found.count, ...pageLinks(c.req.url, page, pageSize, found.count), results: found.results },
    200,
  )
}

export const myReviewsHandler: RouteHandler<typeof myReviewsRoute, AppEnv> = async (c) => {
  const { page, page_size: pageSize, box } = c.req.valid('query')
  const found = await myReviews(c.var.db, requireUser(c), box, { page, pageSize })
  return c.json(
    { count: found.count, ...pageLinks(c.req.url, page, pageSize, found.count), results: found.results },
    200,
  )
}

export const reviewPhotoFileHandler: RouteHandler<typeof reviewPhotoFileRoute, AppEnv> = async (c) => {
  const reviewId = Number(c.req.valid('param').file.split('-')[0])
  const photo = await reviewPhotoFile(c.var.db, reviewId)
  // Each version has its own address, so the bytes behind one never change.
  return c.body(new Uint8Array(photo.content), 200, {
    'Content-Type': photo.contentType,
    'Cache-Control': 'public, max-age=31536000, immutable',
  })
}

import { createRoute, z } from '@hono/zod-openapi'
import { signedInOnly } from '../../http/authentication'
import { jsonBodyOnly } from '../../http/body-media-type'
import {
  badBody,
  coercedId,
  DetailErrorSchema,
  idNumber,
  jsonBody,
  jsonContent,
  notSignedIn,
  optionallySignedIn,
  signedIn,
} from '../../http/openapi-helpers'
import { invalid } from '../../http/validation-hook'
import { CamperCardSchema } from '../listings/listings.routes'

const productId = idNumber().openapi({ example: 42 })
const nameField = z
  .string(invalid('Not a valid string.'))
  .trim()
  .min(1, 'This field may not be blank.')
  .max(60, 'Ensure this field has no more than 60 characters.')
  .openapi({ example: 'Summer in Portugal' })

const CreateWishlistRequestSchema = z
  .object({
    name: nameField,
    product_id: productId.optional().openapi({ description: 'A first camper to save in the new list' }),
  })
  .openapi('CreateWishlistRequest')
const RenameWishlistRequestSchema = z.object({ name: nameField }).openapi('RenameWishlistRequest')
const WishlistProductRequestSchema = z.object({ product_id: productId }).openapi('WishlistProductRequest')
const RemoveProductRequestSchema = z
  .object({ product_id: productId.optional() })
  .openapi('WishlistRemoveProductRequest')

export const WishlistSchema = z
  .object({
    slug: z
      .string()
      .openapi({ description: 'Random, url-safe: whoever has it can read the list', example: 'q3Zr8Kd1xYwA' }),
    name: z.string(),
    created_at: z.string().openapi({ format: 'date-time' }),
    updated_at: z.string().openapi({ format: 'date-time' }),
    is_mine: z
      .boolean()
      .openapi({ description: 'The caller owns this list (false for a shared list or an anonymous caller)' }),
    ad_set: z
      .array(CamperCardSchema)
      .openapi({ description: 'The saved campers that are still published, last saved first' }),
  })
  .openapi('Wishlist')

const WishlistListSchema = z
  .object({ count: z.number().int(), results: z.array(WishlistSchema) })
  .openapi('WishlistList')
const SavedProductsSchema = z
  .object({ product_ids: z.array(z.number().int()) })
  .openapi('WishlistSavedProducts', { example: { product_ids: [12, 40, 311] } })

const slugParam = z.object({
  slug: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'slug', in: 'path' }, example: 'q3Zr8Kd1xYwA' }),
})
const notOwner = jsonContent(DetailErrorSchema, 'The list belongs to someone else (code forbidden)')
const noSuchList = jsonContent(DetailErrorSchema, 'No list with this slug')

export const listWishlistsRoute = createRoute({
  method: 'get',
  path: '/3/wishlists/',
  tags: ['Wishlists'],
  summary: "The signed-in user's wishlists, newest first",
  security: signedIn,
  middleware: [signedInOnly] as const,
  responses: { 200: jsonContent(WishlistListSchema, 'Every list of the caller'), 401: notSignedIn },
})

export const createWishlistRoute = createRoute({
  method: 'post',
  path: '/3/wishlists/',
  tags: ['Wishlists'],
  summary: 'Create a wishlist, optionally with a first camper',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { body: jsonBody(CreateWishlistRequestSchema) },
  responses: {
    201: jsonContent(WishlistSchema, 'The new list'),
    400: badBody(),
    401: notSignedIn,
    404: jsonContent(DetailErrorSchema, 'product_id is not a published camper'),
  },
})

export const savedProductsRoute = createRoute({
  method: 'get',
  path: '/3/wishlists/products/',
  tags: ['Wishlists'],
  summary: "Ids of every camper in any of the caller's lists (to fill the hearts on cards)",
  security: signedIn,
  middleware: [signedInOnly] as const,
  responses: { 200: jsonContent(SavedProductsSchema, 'Sorted camper ids, each once'), 401: notSignedIn },
})

export const getWishlistRoute = createRoute({
  method: 'get',
  path: '/3/wishlist/{slug}/',
  tags: ['Wishlists'],
  summary: 'One wishlist: anyone with the slug may read it (sharing)',
  // No account needed; with a token, is_mine tells the owner apart.
  security: optionallySignedIn,
  request: { params: slugParam },
  responses: { 200: jsonContent(WishlistSchema, 'The list'), 404: noSuchList },
})

export const renameWishlistRoute = createRoute({
  method: 'patch',
  path: '/3/wishlist/{slug}/',
  tags: ['Wishlists'],
  summary: 'Rename a wishlist (its owner only)',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { params: slugParam, body: jsonBody(RenameWishlistRequestSchema) },
  responses: {
    200: jsonContent(WishlistSchema, 'The renamed list'),
    400: badBody(),
    401: notSignedIn,
    403: notOwner,
    404: noSuchList,
  },
})

export const deleteWishlistRoute = createRoute({
  method: 'delete',
  path: '/3/wishlist/{slug}/',
  tags: ['Wishlists'],
  summary: 'Delete a wishlist (its owner only)',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { params: slugParam },
  responses: { 204: { description: 'Deleted' }, 401: notSignedIn, 403: notOwner, 404: noSuchList },
})

export const addWishlistProductRoute = createRoute({
  method: 'post',
  path: '/3/wishlist/{slug}/product/',
  tags: ['Wishlists'],
  summary: 'Save a camper in a wishlist (idempotent; owner only)',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { params: slugParam, body: jsonBody(WishlistProductRequestSchema) },
  responses: {
    200: jsonContent(WishlistSchema, 'The list with the camper'),
    400: badBody(),
    401: notSignedIn,
    403: notOwner,
    404: jsonContent(DetailErrorSchema, 'No list with this slug, or the camper is unknown, deleted or not published'),
  },
})

export const removeWishlistProductRoute = createRoute({
  method: 'delete',
  path: '/3/wishlist/{slug}/product/',
  tags: ['Wishlists'],
  summary: 'Remove a camper from a wishlist: ?product_id= or a JSON body {product_id} (idempotent; owner only)',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: {
    params: slugParam,
    query: z.object({
      product_id: coercedId().optional(),
    }),
    body: jsonBody(RemoveProductRequestSchema, false),
  },
  responses: {
    200: jsonContent(WishlistSchema, 'The list without the camper'),
    400: badBody(),
    401: notSignedIn,
    403: notOwner,
    404: noSuchList,
  },
})

import { createRoute, z } from '@hono/zod-openapi'
import { badRequest, DetailErrorSchema, jsonContent } from '../../http/openapi-helpers'

const SvgSchema = z.string().openapi('SvgImage', { description: 'An SVG document' })
const svgResponse = {
  200: { content: { 'image/svg+xml': { schema: SvgSchema } }, description: 'The image' },
  400: badRequest,
}

const AvatarParamsSchema = z
  .object({
    file: z
      .string()
      .regex(/^[a-z0-9-]{1,64}\.svg$/, 'Expected {seed}.svg, the seed in lowercase letters, digits and dashes.')
      .openapi({ param: { name: 'file', in: 'path' }, example: 'pierre-martin.svg' }),
  })
  .openapi('AvatarParams')

const CamperImageParamsSchema = z
  .object({
    file: z
      .string()
      .regex(/^[1-7]-[1-9][0-9]?\.svg$/, 'Expected {type}-{variant}.svg with type 1 to 7 and variant 1 to 99.')
      .openapi({ param: { name: 'file', in: 'path' }, example: '4-2.svg' }),
  })
  .openapi('CamperImageParams')

const dimension = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number of pixels.` })
    .int(`${name} must be a whole number of pixels.`)
    .min(16, `${name} must be at least 16.`)
    .max(2400, `${name} must be at most 2400.`)
    .optional()
    .openapi({ param: { name, in: 'query' }, example: name === 'w' ? 1200 : 630 })

/** Optional sizing of a generated image, e.g. ?w=1200&h=630&fit=cover for an Open Graph picture. */
const ImageSizeQuerySchema = z
  .object({
    w: dimension('w'),
    h: dimension('h'),
    fit: z
      .enum(['cover', 'contain'], { error: 'fit must be cover or contain.' })
      .optional()
      .openapi({
        param: { name: 'fit', in: 'query' },
        description: 'cover crops around the centre to fill w×h; contain (default) fits inside it',
      }),
  })
  .openapi('ImageSizeQuery')

export const getAvatar = createRoute({
  method: 'get',
  path: '/api/media/avatars/{file}',
  tags: ['Media'],
  summary: 'A generated profile picture (no API key: image tags send no headers)',
  security: [],
  request: { params: AvatarParamsSchema, query: ImageSizeQuerySchema },
  responses: svgResponse,
})

export const getCamperImage = createRoute({
  method: 'get',
  path: '/api/media/campers/{file}',
  tags: ['Media'],
  summary: 'A generated illustration of a vehicle type (no API key: image tags send no headers)',
  security: [],
  request: { params: CamperImageParamsSchema, query: ImageSizeQuerySchema },
  responses: svgResponse,
})

const PictureParamsSchema = z
  .object({
    file: z
      .string()
      .regex(/^[1-9]\d{0,9}\.(jpg|png|webp)$/, 'Expected {id}.jpg, {id}.png or {id}.webp.')
      .openapi({ param: { name: 'file', in: 'path' }, example: '12.jpg' }),
  })
  .openapi('PictureParams')

export const getPicture = createRoute({
  method: 'get',
  path: '/api/media/pictures/{file}',
  tags: ['Media'],
  summary: 'An uploaded profile picture (no API key: image tags send no headers)',
  security: [],
  request: { params: PictureParamsSchema },
  responses: {
    200: {
      content: { 'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) } },
      description: 'The picture (JPEG, PNG or WebP)',
    },
    400: badRequest,
    404: jsonContent(DetailErrorSchema, 'No such picture (replaced, or its account was deleted)'),
  },
})

const CamperPhotoParamsSchema = z
  .object({
    file: z
      .string()
      .regex(
        /^[1-9]\d{0,9}-[1-9]\d{0,9}-(thumbnail|card|gallery)\.webp$/,
        'Expected {id}-{version}-{size}.webp with size thumbnail, card or gallery.',
      )
      .openapi({ param: { name: 'file', in: 'path' }, example: '40-1-card.webp' }),
  })
  .openapi('CamperPhotoParams')

export const getCamperPhoto = createRoute({
  method: 'get',
  path: '/api/media/camper-photos/{file}',
  tags: ['Media'],
  summary: 'One size of an uploaded camper picture, WebP (no API key: image tags send no headers)',
  security: [],
  request: { params: CamperPhotoParamsSchema },
  responses: {
    200: {
      content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } },
      description: 'The picture at that size',
    },
    400: badRequest,
    404: jsonContent(DetailErrorSchema, 'No such picture, or an older version of it (rotated, replaced or deleted)'),
  },
})

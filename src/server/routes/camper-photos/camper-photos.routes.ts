import { createRoute, z } from '@hono/zod-openapi'
import {
  MAX_CAMPER_PICTURES,
  PICTURE_MAX_BYTES,
  PICTURE_MIN_HEIGHT,
  PICTURE_MIN_WIDTH,
  ROTATION_ANGLES,
} from '../../../domain/camper-picture-rules'
import { signedInOnly } from '../../http/authentication'
import { jsonBodyOnly, photoBodyOnly } from '../../http/body-media-type'
import {
  badBody,
  DetailErrorSchema,
  idNumber,
  jsonBody,
  jsonContent,
  notSignedIn,
  pathId,
  signedIn,
} from '../../http/openapi-helpers'
import { invalid } from '../../http/validation-hook'

// One vehicle per camper, sharing its id: the campers row holds the vehicle, so a vehicle id is its camper's id.
const vehicleParams = z.object({ id: pathId('id', 12, 'The vehicle id (its camper’s id)') })
const photoParams = vehicleParams.extend({ photoId: pathId('photoId', 40, 'The picture id') })
const productParams = z.object({ id: pathId('id', 12, 'The camper id') })

const refusals = {
  401: notSignedIn,
  403: jsonContent(DetailErrorSchema, 'Not an owner, or staff changing pictures (code not_owner)'),
  404: jsonContent(DetailErrorSchema, 'No such camper or picture, or another owner’s'),
}
const badPhotoBody = badBody('Field errors (on photo, index, angle or photos), or a body in the wrong media type')

const url = (example: string) => z.string().openapi({ example })
export const CamperPhotoSchema = z
  .object({
    id: z.number().int(),
    index: z.number().int().openapi({ description: 'Place in the order from 0; the first picture is the cover' }),
    url: url('/api/media/camper-photos/40-1-gallery.webp').openapi({ description: 'The gallery size' }),
    sizes: z
      .object({
        thumbnail: url('/api/media/camper-photos/40-1-thumbnail.webp'),
        card: url('/api/media/camper-photos/40-1-card.webp'),
        gallery: url('/api/media/camper-photos/40-1-gallery.webp'),
      })
      .openapi({
        description: 'WebP, 160, 480 and 1280 pixels wide at most (the demo illustrations have one address for all)',
      }),
    width: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Of the original, upright; null for a demo illustration' }),
    height: z.number().int().nullable(),
    content_type: z
      .string()
      .nullable()
      .openapi({ description: 'Of the original: image/jpeg, image/png or image/webp' }),
  })
  .openapi('VehiclePhoto')
const PhotoListSchema = z.array(CamperPhotoSchema).openapi('VehiclePhotoList')

const photoFile = z
  .custom<File>((value) => value instanceof File, 'Upload a picture.')
  .openapi({
    type: 'string',
    format: 'binary',
    description: `JPEG, PNG or WebP, at least ${PICTURE_MIN_WIDTH}×${PICTURE_MIN_HEIGHT} px, at most ${PICTURE_MAX_BYTES / 1024 / 1024} MB`,
  })
const PhotoUploadSchema = z.object({ photo: photoFile }).openapi('VehiclePhotoUpload')
const PhotoChangeSchema = z
  .object({
    photo: photoFile.optional(),
    index: z.coerce
      .number(invalid('A valid integer is required.'))
      .int('A valid integer is required.')
      .min(0, 'Ensure this value is greater than or equal to 0.')
      .max(MAX_CAMPER_PICTURES - 1, `Ensure this value is less than or equal to ${MAX_CAMPER_PICTURES - 1}.`)
      .optional()
      .openapi({ description: 'The new place in the order (0 makes it the cover)' }),
  })
  .refine((change) => change.photo !== undefined || change.index !== undefined, {
    message: 'Send a new photo, an index, or both.',
    path: ['photo'],
  })
  .openapi('VehiclePhotoChange')
const RotationSchema = z
  .object({
    angle: z
      .union(
        ROTATION_ANGLES.map((angle) => z.literal(angle)),
        { error: 'The angle must be 90, 180 or 270.' },
      )
      .openapi({ description: 'Degrees clockwise', example: 90 }),
  })
  .openapi('VehiclePhotoRotation')
const photoIds = z
  .array(idNumber(), invalid('Expected a list of picture ids.'))
  .max(MAX_CAMPER_PICTURES, `At most ${MAX_CAMPER_PICTURES} pictures.`)
const OrderSchema = z
  .object({
    photos: photoIds.openapi({ description: 'Every picture id of the camper, the cover first', example: [41, 40, 42] }),
  })
  .openapi('CamperPhotoOrder')
const RemovalSchema = z
  .object({
    photos: photoIds
      .min(1, 'Name at least one picture.')
      .openapi({ description: 'The picture ids to remove', example: [41, 42] }),
  })
  .openapi('CamperPhotoRemoval')

const multipartBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'multipart/form-data': { schema } },
})
const tags = ['Camper pictures']

export const listPhotosRoute = createRoute({
  method: 'get',
  path: '/v4/vehicles/{id}/photos/',
  tags,
  summary: 'A vehicle’s pictures in order (its owner and staff)',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { params: vehicleParams },
  responses: { 200: jsonContent(PhotoListSchema, 'The pictures, the cover first'), ...refusals, 400: badPhotoBody },
})

export const addPhotoRoute = createRoute({
  method: 'post',
  path: '/v4/vehicles/{id}/photos/',
  tags,
  summary: `Upload a picture (multipart field photo), added last; at most ${MAX_CAMPER_PICTURES} per vehicle`,
  security: signedIn,
  middleware: [signedInOnly, photoBodyOnly] as const,
  request: { params: vehicleParams, body: multipartBody(PhotoUploadSchema) },
  responses: { 201: jsonContent(CamperPhotoSchema, 'The new picture'), ...refusals, 400: badPhotoBody },
})

export const updatePhotoRoute = createRoute({
  method: 'patch',
  path: '/v4/vehicles/{id}/photos/{photoId}/',
  tags,
  summary: 'Replace a picture’s file (field photo) and/or move it (field index)',
  security: signedIn,
  middleware: [signedInOnly, photoBodyOnly] as const,
  request: { params: photoParams, body: multipartBody(PhotoChangeSchema) },
  responses: {
    200: jsonContent(CamperPhotoSchema, 'The picture'),
    ...refusals,
    400: badPhotoBody,
    409: jsonContent(DetailErrorSchema, 'Changed meanwhile (code conflict)'),
  },
})

export const deletePhotoRoute = createRoute({
  method: 'delete',
  path: '/v4/vehicles/{id}/photos/{photoId}/',
  tags,
  summary: 'Remove a picture and its files; the next one moves up',
  security: signedIn,
  middleware: [signedInOnly] as const,
  request: { params: photoParams },
  responses: { 204: { description: 'Removed' }, ...refusals, 400: badPhotoBody },
})

export const rotatePhotoRoute = createRoute({
  method: 'patch',
  path: '/v4/vehicles/{id}/photos/{photoId}/rotate/',
  tags,
  summary: 'Turn the stored picture clockwise by 90, 180 or 270 degrees',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { params: photoParams, body: jsonBody(RotationSchema) },
  responses: {
    200: jsonContent(CamperPhotoSchema, 'The turned picture, at new addresses'),
    ...refusals,
    400: badPhotoBody,
    409: jsonContent(DetailErrorSchema, 'Changed meanwhile (code conflict)'),
  },
})

export const reorderPhotosRoute = createRoute({
  method: 'put',
  path: '/3/products/{id}/photos/',
  tags,
  summary: 'Set the whole order of a camper’s pictures (the cover first)',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { params: productParams, body: jsonBody(OrderSchema) },
  responses: { 200: jsonContent(PhotoListSchema, 'The pictures in their new order'), ...refusals, 400: badPhotoBody },
})

export const deletePhotosRoute = createRoute({
  method: 'delete',
  path: '/3/products/{id}/photos/',
  tags,
  summary: 'Remove several pictures of a camper at once',
  security: signedIn,
  middleware: [signedInOnly, jsonBodyOnly] as const,
  request: { params: productParams, body: jsonBody(RemovalSchema) },
  responses: { 200: jsonContent(PhotoListSchema, 'The pictures left'), ...refusals, 400: badPhotoBody },
})

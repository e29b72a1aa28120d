import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from './app-env'
import { PICTURE_MAX_BYTES } from '../../domain/account-rules'
import { ApiError } from './api-error'

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']
/** Far above any form or profile this API takes, far below what could hurt a process. */
const MAX_BODY_BYTES = 64 * 1024

const mediaTypeOf = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase() ?? ''
/**
 * A body announced too large is refused before a byte of it is read: the server then discards the rest and the
 * connection stays usable. Reading it and stopping halfway (the streaming limit, for bodies of unknown length) has to
 * drop the connection.
 */
const declaredLength = (header: string | undefined) => (header && /^\d+$/.test(header) ? Number(header) : 0)

/**
 * Route middleware that runs before the body validator, so that a body in another media type is a 400 and an
 * oversized one a 413, in the spec's shapes (the validator alone would answer 415, and would read any size). No body and no Content-Type falls through: the validator reports missing fields.
 */
export function requireBody(kind: 'json' | 'form', refuse: (message: string) => ApiError): MiddlewareHandler<AppEnv> {
  const tooLarge = () => new ApiError(413, refuse('The request body is too large.').body)
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw tooLarge()
    },
  })
  return async (c, next) => {
    if (declaredLength(c.req.header('content-length')) > MAX_BODY_BYTES) throw tooLarge()
    const mediaType = mediaTypeOf(c.req.header('content-type'))
    const accepted =
      kind === 'json' ? /^application\/([\w.-]+\+)?json$/.test(mediaType) : FORM_TYPES.includes(mediaType)
    const hasBody = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined
    if (!accepted && (mediaType !== '' || hasBody)) {
      throw refuse(
        kind === 'json'
          ? 'Unsupported media type: send the body as application/json.'
          : 'The body must be application/x-www-form-urlencoded.',
      )
    }
    return limit(c, next)
  }
}

export const jsonBodyOnly = requireBody('json', (message) => ApiError.detail(400, message))

/** Uploads: multipart/form-data only, up to this size (a scanned document or a policy PDF). */
export const MAX_UPLOAD_BYTES = 6 * 1024 * 1024

/** Route middleware for a multipart upload of at most `maxBytes`: another media type (400) or an oversized body is refused before the form is parsed. */
function multipartUpTo(maxBytes: number, tooLarge: () => ApiError): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (mediaTypeOf(c.req.header('content-type')) !== 'multipart/form-data') {
      throw ApiError.detail(400, 'Unsupported media type: send the body as multipart/form-data.')
    }
    if (declaredLength(c.req.header('content-length')) > maxBytes) throw tooLarge()
    return bodyLimit({
      maxSize: maxBytes,
      onError: () => {
        throw tooLarge()
      },
    })(c, next)
  }
}

export const multipartBodyOnly = multipartUpTo(MAX_UPLOAD_BYTES, () =>
  ApiError.detail(413, 'The request body is too large.'),
)

/** Pictures: 10 MB of image plus room for the multipart envelope; the picture's own size is checked after parsing. */
export const pictureBodyOnly = multipartUpTo(PICTURE_MAX_BYTES + 64 * 1024, () =>
  ApiError.fields({ picture: [`The picture is too large: at most ${PICTURE_MAX_BYTES / 1024 / 1024} MB.`] }),
)

/** Camper pictures (multipart field photo): the same limits as a profile picture, reported on their own field. */
export const photoBodyOnly = multipartUpTo(PICTURE_MAX_BYTES + 64 * 1024, () =>
  ApiError.fields({ photo: [`The picture is too large: at most ${PICTURE_MAX_BYTES / 1024 / 1024} MB.`] }),
)

import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env'
import { ApiError } from './api-error'

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

const mediaTypeOf = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase() ?? ''

/**
 * Runs before the body validator: a body sent in another media type is a 400 in the spec's shapes
 * (the validator alone would answer 415). No body and no Content-Type falls through to the
 * validator, which then reports the missing fields.
 */
export function requireBodyMediaType(kind: 'json' | 'form', refuse: () => ApiError): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const mediaType = mediaTypeOf(c.req.header('content-type'))
    const accepted = kind === 'json' ? /^application\/([\w.-]+\+)?json$/.test(mediaType) : FORM_TYPES.includes(mediaType)
    const hasBody = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined
    if (!accepted && (mediaType !== '' || hasBody)) throw refuse()
    await next()
  }
}

export const jsonBodyOnly = requireBodyMediaType('json', () => ApiError.detail(400, 'Unsupported media type: send the body as application/json.'))

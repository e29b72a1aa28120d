import { z } from '@hono/zod-openapi'
import { invalid } from './validation-hook'

/** The error bodies of spec 1 §8 as OpenAPI components, for the responses every route declares. */
export const DetailErrorSchema = z
  .object({ detail: z.string(), code: z.string().optional() })
  .openapi('DetailError', { example: { detail: 'Not found.' } })

export const OAuthErrorSchema = z
  .object({ error: z.string(), error_description: z.string() })
  .openapi('OAuthError', { example: { error: 'bad_credentials', error_description: 'Invalid credentials given.' } })

export const FieldErrorsSchema = z
  .record(z.string(), z.array(z.string()))
  .openapi('FieldErrors', { example: { email: ['A user with this email already exists.'] } })

/** Security of a route that needs a signed-in user: the API key and a bearer token. */
export const signedIn = [{ apiKey: [], bearer: [] }]
/** Security of a route that anyone may call, where a bearer token, when sent, tells who calls. */
export const optionallySignedIn: Array<Record<string, string[]>> = [{ apiKey: [] }, { apiKey: [], bearer: [] }]

/** A response (or a request body's content) in JSON. */
export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
})

/** A file the response carries as its body (a PDF, a CSV), of one media type. */
export const fileContent = (mediaType: string, description: string) => ({
  content: { [mediaType]: { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
  description,
})

/** A JSON request body. */
export const jsonBody = <T extends z.ZodType>(schema: T, required = true) => ({
  required,
  content: { 'application/json': { schema } },
})

/** A 400 for a query or a body: field → messages. */
export const badRequest = jsonContent(FieldErrorsSchema, 'Invalid query or body: field → messages')

/** A 400 for a body: field errors, or a detail when the body is not in the media type the route takes. */
export const badBody = (description = 'Field errors, or a body that is not JSON') =>
  jsonContent(z.union([FieldErrorsSchema, DetailErrorSchema]), description)

/** The 401 of every route behind `signedInOnly` (see `requireUser`). */
export const notSignedIn = jsonContent(
  DetailErrorSchema,
  'Not signed in, or the token is invalid (code token_not_valid)',
)
/** The 403 of every route behind `staffOnly` (see `requireStaff`). */
export const notStaff = jsonContent(DetailErrorSchema, 'Not staff (code not_staff)')

/** A required text field: trimmed, not blank, at most `max` characters. */
export const requiredText = (max: number) =>
  z
    .string(invalid('Not a valid string.'))
    .trim()
    .min(1, 'This field may not be blank.')
    .max(max, `Ensure this field has no more than ${max} characters.`)

/** A two-letter country code in any case, upper-cased. */
export const countryCode = z
  .string(invalid('Not a valid string.'))
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Enter a two-letter country code, e.g. FR.')
  .transform((value) => value.toUpperCase())
  .openapi({ example: 'FR' })

export const NOT_AN_ID = 'A valid integer is required.'

/** A positive 32-bit integer field, with the spec's message for anything else. */
export const idNumber = () =>
  z.number(invalid(NOT_AN_ID)).int(NOT_AN_ID).min(1, NOT_AN_ID).max(2_147_483_647, NOT_AN_ID)

/** The same, read from text (a path or a query parameter). */
export const coercedId = () =>
  z.coerce.number(invalid(NOT_AN_ID)).int(NOT_AN_ID).min(1, NOT_AN_ID).max(2_147_483_647, NOT_AN_ID)

/** A positive 32-bit integer path parameter: anything else is a 400 on its name. */
export const pathId = (name: string, example: number, description?: string) =>
  coercedId().openapi({ param: { name, in: 'path', description }, example })

export const idParam = z.object({ id: pathId('id', 12) })

/** An `{id}` the handler reads itself, so that a malformed one is a 404 like an unknown one. */
export const textIdParam = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: '42' }) })

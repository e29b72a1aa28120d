import { z } from '@hono/zod-openapi'

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

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
})

export const badRequest = { 400: jsonContent(FieldErrorsSchema, 'Invalid query or body: field → messages') }

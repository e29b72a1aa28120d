import { z } from '@hono/zod-openapi'

/** Spec 1 §8: `{ detail }`, with a machine-readable code on some errors. */
export const DetailErrorSchema = z
  .object({ detail: z.string(), code: z.string().optional() })
  .openapi('DetailError', { example: { detail: 'Not found.' } })

/** Spec 1 §8: field → messages, as the validation hook answers a bad request. */
export const FieldErrorsSchema = z
  .record(z.string(), z.array(z.string()))
  .openapi('FieldErrors', { example: { page: ['Too small: expected number to be >=1'] } })

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
})

export const badRequest = { 400: jsonContent(FieldErrorsSchema, 'Invalid query or body: field → messages') }

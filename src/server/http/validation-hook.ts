import type { Hook } from '@hono/zod-openapi'
import type { z } from 'zod'

// zod 4 drops `issue.input` from finalised issues, so a missing value is recognised by its message.
const isMissing = (issue: z.core.$ZodIssue) =>
  issue.code === 'invalid_type' && / received undefined$/.test(issue.message)

export const REQUIRED_MESSAGE = 'This field is required.'

/** A custom type error that still says a missing value is required (zod 4 only shows the input here). */
export const invalid = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? REQUIRED_MESSAGE : message),
})

/** zod issues → the spec's field-to-messages map; issues on the whole body go under non_field_errors. */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {}
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'non_field_errors'
    ;(fields[key] ??= []).push(isMissing(issue) ? REQUIRED_MESSAGE : issue.message)
  }
  return fields
}

export const NULL_CHARACTER_MESSAGE = 'Null characters are not allowed.'

/** The fields (dotted paths) of a validated input whose text holds U+0000, which PostgreSQL text cannot store. */
export function nullCharacterFields(value: unknown, path: string[] = []): Record<string, string[]> {
  if (typeof value === 'string')
    return value.includes('\u0000')
      ? { [path.length > 0 ? path.join('.') : 'non_field_errors']: [NULL_CHARACTER_MESSAGE] }
      : {}
  if (Array.isArray(value))
    return Object.assign({}, ...value.map((item, index) => nullCharacterFields(item, [...path, String(index)])))
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.assign({}, ...Object.entries(value).map(([key, item]) => nullCharacterFields(item, [...path, key])))
  }
  return {}
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const validationHook: Hook<any, any, any, any> = (result, c) => {
  if (!result.success) return c.json(issuesToFieldErrors(result.error.issues), 400)
  // A valid shape can still carry a NUL in any text (path, query or body): refused here for every route at once.
  const nulls = nullCharacterFields(result.data)
  if (Object.keys(nulls).length > 0) return c.json(nulls, 400)
}

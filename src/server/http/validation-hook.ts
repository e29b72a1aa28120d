import type { Hook } from '@hono/zod-openapi'
import type { z } from 'zod'

// zod 4 drops `issue.input` from finalised issues, so a missing value is recognised by its message.
const isMissing = (issue: z.core.$ZodIssue) => issue.code === 'invalid_type' && / received undefined$/.test(issue.message)

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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const validationHook: Hook<any, any, any, any> = (result, c) => {
  if (!result.success) return c.json(issuesToFieldErrors(result.error.issues), 400)
}

import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** The error bodies of spec 1 §8: one of these shapes, never anything else. */
export type ErrorBody =
  | { detail: string; code?: string; error_type?: string; payment_id?: number }
  | { error: string; error_description: string }
  | { non_field_errors: string[] }
  | Record<string, string[] | Array<{ code: number | string; [key: string]: unknown }>>

/** Thrown by services; the app's error handler turns it into its status and body. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ErrorBody,
  ) {
    super(
      typeof (body as { detail?: unknown }).detail === 'string'
        ? (body as { detail: string }).detail
        : `API error ${status}`,
    )
  }

  static detail(status: ContentfulStatusCode, detail: string, code?: string) {
    return new ApiError(status, code ? { detail, code } : { detail })
  }

  static oauth(status: ContentfulStatusCode, error: string, description: string) {
    return new ApiError(status, { error, error_description: description })
  }

  static fields(fields: Record<string, string[]>) {
    return new ApiError(400, fields)
  }

  static notFound(detail = 'Not found.') {
    return new ApiError(404, { detail })
  }

  static unauthenticated() {
    return new ApiError(401, { detail: 'Authentication credentials were not provided.' })
  }
}

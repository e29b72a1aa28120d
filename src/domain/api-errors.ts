// One shape for every failed call (spec 1 §7, §8): whatever the body or the transport failure, the
// client hands callers a NormalizedApiError with a fingerprint and readable messages.

/** Non-write calls are retried once on these (spec 1 §7). */
export const RETRYABLE_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504]

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.includes(status)
}

export function isWriteMethod(method: string): boolean {
  return ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method.toUpperCase())
}

export type ErrorFingerprint = 'unknown' | 'network' | 'not_staff' | 'forbidden' | 'bad_gateway' | 'gateway_timeout'

export interface NormalizedApiError {
  /** null when no response arrived (network failure, timeout, abort). */
  status: number | null
  method: string
  endpoint: string
  body: unknown
  fingerprint: ErrorFingerprint
  /** The client message of spec 1 §8: "Request failed with status code 404", "Network Error", ... */
  message: string
  /** Human messages found in the body, in order. */
  messages: string[]
  /** Error codes found in the body (code, error, and the code of each __all__ / non_field_errors item). */
  codes: string[]
}

type TransportFailure = 'network' | 'timeout' | 'aborted'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Text of one list item: a string, or an object carrying message/detail, else its code. */
function itemMessage(item: unknown): string[] {
  if (typeof item === 'string') return [item]
  if (Array.isArray(item)) return item.flatMap(itemMessage)
  if (isRecord(item)) {
    for (const key of ['message', 'detail', 'error_description'] as const) {
      if (typeof item[key] === 'string') return [item[key]]
    }
    if (typeof item.code === 'string' || typeof item.code === 'number') return [String(item.code)]
    return Object.values(item).flatMap(itemMessage)
  }
  return []
}

/** Messages from any of the spec's body shapes: detail; error + error_description; a list; field → messages; non_field_errors / __all__. */
export function extractMessages(body: unknown): string[] {
  if (Array.isArray(body)) return body.flatMap(itemMessage)
  if (!isRecord(body)) return []
  if (typeof body.detail === 'string') return [body.detail]
  if (typeof body.error === 'string') {
    return [
      typeof body.error_description === 'string' && body.error_description !== '' ? body.error_description : body.error,
    ]
  }
  return Object.entries(body)
    .filter(([key]) => key !== 'code')
    .flatMap(([, value]) => itemMessage(value))
}

export function extractCodes(body: unknown): string[] {
  const codes: string[] = []
  const collect = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(collect)
    else if (isRecord(value) && (typeof value.code === 'string' || typeof value.code === 'number'))
      codes.push(String(value.code))
  }
  if (Array.isArray(body)) collect(body)
  if (isRecord(body)) {
    collect(body)
    if (typeof body.error === 'string') codes.push(body.error)
    collect(body.non_field_errors)
    collect(body.__all__)
  }
  return codes
}

function fingerprintOf(status: number, codes: string[]): ErrorFingerprint {
  if (codes.includes('not_staff')) return 'not_staff'
  if (status === 403) return 'forbidden'
  if (status === 502) return 'bad_gateway'
  if (status === 504) return 'gateway_timeout'
  return 'unknown'
}

/** Codes of a 403 that speaks of the credentials rather than of the page (a token the server no longer takes). */
const SESSION_REFUSAL_CODES: readonly string[] = ['not_authenticated', 'authentication_failed', 'token_not_valid']

/**
 * What a refused call says: `session` when the server no longer takes the caller's credentials (a 401, or a 403 about
 * them: spec 1 §4's "a 403 logs out", which a 403 with no code still gets), `permission` when it refuses this page or
 * action to a signed-in user (a 403 whose code says why: not_business, not_pro, not_owner, not_staff, forbidden), else
 * null.
 */
export function refusalOf(error: Pick<NormalizedApiError, 'status' | 'codes'>): 'session' | 'permission' | null {
  if (error.status === 401) return 'session'
  if (error.status !== 403) return null
  const aboutSession = error.codes.length === 0 || error.codes.some((code) => SESSION_REFUSAL_CODES.includes(code))
  return aboutSession ? 'session' : 'permission'
}

export function normalizeHttpError(failure: {
  status: number
  method: string
  endpoint: string
  body: unknown
}): NormalizedApiError {
  const codes = extractCodes(failure.body)
  return {
    status: failure.status,
    method: failure.method.toUpperCase(),
    endpoint: failure.endpoint,
    body: failure.body,
    fingerprint: fingerprintOf(failure.status, codes),
    message: `Request failed with status code ${failure.status}`,
    messages: extractMessages(failure.body),
    codes,
  }
}

export function normalizeTransportError(failure: {
  method: string
  endpoint: string
  kind: TransportFailure
  timeoutMs?: number
}): NormalizedApiError {
  const message =
    failure.kind === 'network'
      ? 'Network Error'
      : failure.kind === 'timeout'
        ? `timeout of ${failure.timeoutMs ?? 0}ms exceeded`
        : 'Request aborted'
  return {
    status: null,
    method: failure.method.toUpperCase(),
    endpoint: failure.endpoint,
    body: null,
    fingerprint: failure.kind === 'network' ? 'network' : 'unknown',
    message,
    messages: [],
    codes: [],
  }
}

/** Spec 1 §8 newsletter family: what a failed sign-up to the mailing list tells the visitor. */
export const NEWSLETTER_FAILURES = ['email_already_exists', 'email_is_invalid', 'unknown'] as const
export type NewsletterFailure = (typeof NEWSLETTER_FAILURES)[number]

export function isNewsletterFailure(value: unknown): value is NewsletterFailure {
  return typeof value === 'string' && (NEWSLETTER_FAILURES as readonly string[]).includes(value)
}

/**
 * Spec 1 §5: the mailing provider's answer code → our family. duplicate_parameter gives
 * email_already_exists, invalid_parameter gives email_is_invalid, any other code unknown; no code is success (null).
 */
export function newsletterFailureOfProviderCode(code: string | null | undefined): NewsletterFailure | null {
  if (code === undefined || code === null || code === '') return null
  if (code === 'duplicate_parameter') return 'email_already_exists'
  if (code === 'invalid_parameter') return 'email_is_invalid'
  return 'unknown'
}

/** Our API's failed sign-up → the family: its code, or a field error on the email (the address is malformed). */
export function newsletterFailureOf(error: NormalizedApiError): NewsletterFailure {
  const known = error.codes.find(isNewsletterFailure)
  if (known) return known
  if (error.status === 400 && isRecord(error.body) && 'email' in error.body) return 'email_is_invalid'
  return 'unknown'
}

/** Whether a failed call got no answer at all (network down, timeout, aborted): the API client's errors carry a null status then. */
export function isUnanswered(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('apiError' in error)) return false
  const { apiError } = error as { apiError?: { status?: unknown } }
  return apiError?.status === null
}

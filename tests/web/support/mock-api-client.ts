import { vi } from 'vitest'
import { ApiClientError } from '../../../src/web/lib/api-client-error'
import { state } from './state'

// The real error class: views recognise API failures with instanceof, and they import it from its own module.
export { ApiClientError }

/** A normalised API failure as the real client throws it. */
export function apiError(status: number, body: unknown, method = 'GET', endpoint = '/'): ApiClientError {
  const messages =
    body && typeof body === 'object' && !Array.isArray(body)
      ? Object.values(body as Record<string, unknown>).flatMap((value) =>
          Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [],
        )
      : []
  return new ApiClientError({
    status,
    method,
    endpoint,
    body,
    fingerprint: status === 403 ? 'forbidden' : 'unknown',
    message: messages[0] ?? `Request failed with status code ${status}`,
    messages,
    codes: [],
  })
}

async function answer(method: string, path: string, init?: { body?: unknown; params?: unknown }) {
  const key = `${method} ${path}`
  if (!(key in state.responses)) throw apiError(404, { detail: 'Not found.' }, method, path)
  const responder = state.responses[key]
  // A responder taking two parameters also gets the call's options (path and query parameters).
  const value =
    typeof responder === 'function'
      ? responder.length >= 2
        ? (responder as (body: unknown, init: unknown) => unknown)(init?.body, init)
        : (responder as (body: unknown) => unknown)(init?.body)
      : responder
  if (value instanceof Error) throw value
  return { data: value, response: new Response() }
}

export const api = {
  GET: vi.fn((path: string, init?: { body?: unknown }) => answer('GET', path, init)),
  POST: vi.fn((path: string, init?: { body?: unknown }) => answer('POST', path, init)),
  PATCH: vi.fn((path: string, init?: { body?: unknown }) => answer('PATCH', path, init)),
  PUT: vi.fn((path: string, init?: { body?: unknown }) => answer('PUT', path, init)),
  DELETE: vi.fn((path: string, init?: { body?: unknown }) => answer('DELETE', path, init)),
}

export const signInWithPassword = vi.fn(async (_email: string, _password: string) => {})
export const signOut = vi.fn(async () => {})
export const onAuthRedirect = vi.fn()

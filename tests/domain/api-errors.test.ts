import { describe, expect, it } from 'vitest'
import {
  RETRYABLE_STATUSES,
  extractMessages,
  isRetryableStatus,
  isWriteMethod,
  normalizeHttpError,
  normalizeTransportError,
  newsletterFailureOf,
  newsletterFailureOfProviderCode,
} from '../../src/domain/api-errors'

const http = (status: number, body: unknown, method = 'GET', endpoint = '/3/users/me/') =>
  normalizeHttpError({ status, method, endpoint, body })

describe('api errors', () => {
  it('retries exactly the spec statuses and knows write methods', () => {
    expect(RETRYABLE_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
    expect(isRetryableStatus(503)).toBe(true)
    expect(isRetryableStatus(501)).toBe(false)
    expect(['post', 'PUT', 'PATCH', 'DELETE'].every(isWriteMethod)).toBe(true)
    expect(['GET', 'HEAD', 'OPTIONS'].some(isWriteMethod)).toBe(false)
  })

  it('extracts messages from every body shape', () => {
    expect(extractMessages({ detail: 'Not found.' })).toEqual(['Not found.'])
    expect(extractMessages({ error: 'invalid_grant', error_description: 'Invalid credentials given.' })).toEqual([
      'Invalid credentials given.',
    ])
    expect(extractMessages({ error: 'invalid_grant' })).toEqual(['invalid_grant'])
    expect(extractMessages(['first', 'second'])).toEqual(['first', 'second'])
    expect(extractMessages({ email: ['Enter a valid email.'], phone: ['Required.', 'Too short.'] })).toEqual([
      'Enter a valid email.',
      'Required.',
      'Too short.',
    ])
    expect(extractMessages({ non_field_errors: ['Dates overlap.'] })).toEqual(['Dates overlap.'])
    expect(extractMessages({ __all__: [{ code: 108, min_length: 3 }] })).toEqual(['108'])
    expect(extractMessages({ __all__: [{ code: 107, message: 'Not available.' }] })).toEqual(['Not available.'])
    expect(extractMessages('<html>Bad gateway</html>')).toEqual([])
    expect(extractMessages(null)).toEqual([])
  })

  it('normalises an HTTP failure with the client message and codes', () => {
    const error = http(400, { __all__: [{ code: 108, min_length: 3 }] }, 'patch', '/3/my-requests/1/prices/')
    expect(error).toEqual({
      status: 400,
      method: 'PATCH',
      endpoint: '/3/my-requests/1/prices/',
      body: { __all__: [{ code: 108, min_length: 3 }] },
      fingerprint: 'unknown',
      message: 'Request failed with status code 400',
      messages: ['108'],
      codes: ['108'],
    })
  })

  it('fingerprints by body code first, then by status', () => {
    expect(http(403, { detail: 'Staff only.', code: 'not_staff' }).fingerprint).toBe('not_staff')
    expect(http(400, { error: 'not_staff', error_description: 'x' }).fingerprint).toBe('not_staff')
    expect(http(403, { detail: 'Forbidden.' }).fingerprint).toBe('forbidden')
    expect(http(502, '').fingerprint).toBe('bad_gateway')
    expect(http(504, '').fingerprint).toBe('gateway_timeout')
    expect(http(500, {}).fingerprint).toBe('unknown')
  })

  it('normalises transport failures with the spec client messages', () => {
    const base = { method: 'get', endpoint: '/3/products/' }
    expect(normalizeTransportError({ ...base, kind: 'network' })).toMatchObject({
      status: null,
      fingerprint: 'network',
      message: 'Network Error',
    })
    expect(normalizeTransportError({ ...base, kind: 'timeout', timeoutMs: 30000 })).toMatchObject({
      fingerprint: 'unknown',
      message: 'timeout of 30000ms exceeded',
    })
    expect(normalizeTransportError({ ...base, kind: 'aborted' }).message).toBe('Request aborted')
  })
})

describe('newsletter family (spec 1 §5)', () => {
  it('maps the provider codes', () => {
    expect(newsletterFailureOfProviderCode(undefined)).toBeNull()
    expect(newsletterFailureOfProviderCode('')).toBeNull()
    expect(newsletterFailureOfProviderCode('duplicate_parameter')).toBe('email_already_exists')
    expect(newsletterFailureOfProviderCode('invalid_parameter')).toBe('email_is_invalid')
    expect(newsletterFailureOfProviderCode('unauthorized')).toBe('unknown')
  })

  it('reads our API answers', () => {
    const failure = (status: number, body: unknown) =>
      newsletterFailureOf(normalizeHttpError({ status, method: 'POST', endpoint: '/v4/newsletter/', body }))
    expect(failure(400, { detail: 'Already subscribed', code: 'email_already_exists' })).toBe('email_already_exists')
    expect(failure(400, { detail: 'Invalid', code: 'email_is_invalid' })).toBe('email_is_invalid')
    expect(failure(400, { email: ['This field may not be blank.'] })).toBe('email_is_invalid')
    expect(failure(502, { detail: 'Down', code: 'unknown' })).toBe('unknown')
    expect(
      newsletterFailureOf(normalizeTransportError({ method: 'POST', endpoint: '/v4/newsletter/', kind: 'network' })),
    ).toBe('unknown')
  })
})

import { describe, expect, it } from 'vitest'
import type { ErrorEvent } from '@sentry/react'
import { normalizeHttpError } from '../../../src/domain/api-errors'
import { ApiClientError } from '../../../src/web/lib/api-client-error'
import { beforeSend } from '../../../src/web/lib/sentry'

const event = { type: undefined, event_id: 'e1', tags: { area: 'web' } } as ErrorEvent
const apiError = (status: number, endpoint: string, body: unknown = {}) =>
  new ApiClientError(normalizeHttpError({ status, method: 'GET', endpoint, body }))

describe('error reporting', () => {
  it('drops the failures the spec keeps out of reporting', () => {
    expect(beforeSend(event, { originalException: apiError(404, '/3/products/12/') })).toBeNull()
    expect(
      beforeSend(event, { originalException: apiError(400, '/3/my-requests/1/prices/', { __all__: [{ code: 107 }] }) }),
    ).toBeNull()
  })

  it('keeps other failures, tagged with their fingerprint', () => {
    expect(beforeSend(event, { originalException: apiError(502, '/3/faq/') })).toEqual({
      ...event,
      tags: { area: 'web', api_fingerprint: 'bad_gateway', api_status: '502', api_method: 'GET' },
    })
    expect(beforeSend(event, { originalException: new Error('boom') })).toBe(event)
  })
})

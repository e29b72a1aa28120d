import { beforeEach, describe, expect, it } from 'vitest'
import { forgetVisitorToken, visitorToken } from '../../../src/web/lib/analytics/visitor-token'

describe('visitor token', () => {
  beforeEach(() => localStorage.clear())

  it('is created once in localStorage, kept, and deleted when forgotten', () => {
    expect(localStorage.getItem('gb_visitor_token')).toBeNull()
    const token = visitorToken()
    expect(token).toMatch(/^[0-9a-f-]{36}$/)
    expect(localStorage.getItem('gb_visitor_token')).toBe(token)
    expect(visitorToken()).toBe(token)
    forgetVisitorToken()
    expect(localStorage.getItem('gb_visitor_token')).toBeNull()
    const next = visitorToken()
    expect(next).not.toBe(token)
  })
})

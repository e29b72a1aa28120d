import { describe, expect, it } from 'vitest'
import { readCommunityPage } from '../../src/domain/community-rules'

describe('readCommunityPage', () => {
  it('reads a whole page number of at least 1', () => {
    expect(readCommunityPage('?page=3')).toEqual({ page: 3, redirectTo: null })
    expect(readCommunityPage(new URLSearchParams('page=1'))).toEqual({ page: 1, redirectTo: null })
  })

  it('takes no page as page 1 without redirecting', () => {
    expect(readCommunityPage('')).toEqual({ page: 1, redirectTo: null })
    expect(readCommunityPage('?utm_source=mail')).toEqual({ page: 1, redirectTo: null })
  })

  it('forces page 1 when the page is empty or invalid, keeping the other parameters', () => {
    expect(readCommunityPage('?page=')).toEqual({ page: 1, redirectTo: '?page=1' })
    for (const bad of ['0', '-2', 'two', '1.5', '99999999999999999999']) {
      expect(readCommunityPage(`?page=${bad}`), bad).toEqual({ page: 1, redirectTo: '?page=1' })
    }
    expect(readCommunityPage('?utm_source=mail&page=')).toEqual({ page: 1, redirectTo: '?utm_source=mail&page=1' })
    expect(readCommunityPage('?page=2&page=3')).toEqual({ page: 1, redirectTo: '?page=1' })
  })
})

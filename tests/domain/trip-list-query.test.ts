import { describe, expect, it } from 'vitest'
import { pageCount, parseMetaStateFilter, parseTripListQuery, tripListSearch } from '../../src/domain/trip-list-query'

describe('trip list query', () => {
  it('reads the meta state in any case, todo meaning TO_DO', () => {
    expect(parseMetaStateFilter('todo')).toBe('TO_DO')
    expect(parseMetaStateFilter('TO_DO')).toBe('TO_DO')
    expect(parseMetaStateFilter('archived')).toBe('ARCHIVED')
    expect(parseMetaStateFilter('Waiting')).toBe('WAITING')
    expect(parseMetaStateFilter('soon')).toBeNull()
    expect(parseMetaStateFilter(null)).toBeNull()
  })

  it('falls back to the defaults for unreadable values', () => {
    expect(parseTripListQuery(new URLSearchParams('meta_state=nope&page=-2&year=abc'))).toEqual({
      metaState: null,
      page: 1,
      year: null,
    })
    expect(parseTripListQuery(new URLSearchParams('page=0&year=1999'))).toEqual({
      metaState: null,
      page: 1,
      year: null,
    })
    expect(parseTripListQuery(new URLSearchParams('meta_state=confirmed&page=3&year=2027'))).toEqual({
      metaState: 'CONFIRMED',
      page: 3,
      year: 2027,
    })
  })

  it('writes the address back without the defaults', () => {
    expect(tripListSearch({ metaState: null, page: 1, year: null })).toEqual({
      meta_state: undefined,
      page: undefined,
      year: undefined,
    })
    expect(tripListSearch({ metaState: 'TO_DO', page: 2, year: 2027 })).toEqual({
      meta_state: 'todo',
      page: '2',
      year: '2027',
    })
    expect(tripListSearch({ metaState: 'ARCHIVED', page: 1, year: null }).meta_state).toBe('archived')
  })

  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1)
    expect(pageCount(10, 10)).toBe(1)
    expect(pageCount(11, 10)).toBe(2)
  })
})

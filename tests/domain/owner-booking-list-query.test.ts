import { describe, expect, it } from 'vitest'
import {
  defaultOwnerMetaState,
  effectiveStateFilter,
  EVERY_STATE,
  ownerBookingListSearch,
  parseOwnerBookingListQuery,
} from '../../src/domain/owner-booking-list-query'

const counts = (todo: number, waiting: number, confirmed: number, archived = 3) => [
  { value: 'TO_DO' as const, count: todo },
  { value: 'WAITING' as const, count: waiting },
  { value: 'CONFIRMED' as const, count: confirmed },
  { value: 'ARCHIVED' as const, count: archived },
]

describe('owner booking list address', () => {
  it('opens on the first non-empty of TO_DO, WAITING, CONFIRMED, and on TO_DO when all are empty', () => {
    expect(defaultOwnerMetaState(counts(2, 1, 1))).toBe('TO_DO')
    expect(defaultOwnerMetaState(counts(0, 1, 4))).toBe('WAITING')
    expect(defaultOwnerMetaState(counts(0, 0, 4))).toBe('CONFIRMED')
    // Archived bookings never open the list.
    expect(defaultOwnerMetaState(counts(0, 0, 0, 9))).toBe('TO_DO')
    expect(defaultOwnerMetaState([])).toBe('TO_DO')
  })

  it('filters ARCHIVED on TO_COME unless another state, or every state, is chosen', () => {
    expect(effectiveStateFilter({ metaState: 'ARCHIVED', state: null })).toBe('TO_COME')
    expect(effectiveStateFilter({ metaState: 'ARCHIVED', state: 'CANCELLED_GUEST' })).toBe('CANCELLED_GUEST')
    expect(effectiveStateFilter({ metaState: 'ARCHIVED', state: EVERY_STATE })).toBeNull()
    expect(effectiveStateFilter({ metaState: 'TO_DO', state: null })).toBeNull()
    expect(effectiveStateFilter({ metaState: 'CONFIRMED', state: 'TO_COME' })).toBe('TO_COME')
  })

  it('reads states in any case, drops unknown ones, and writes the address back', () => {
    const query = parseOwnerBookingListQuery(
      new URLSearchParams('meta_state=archived&state=cancelled_owner&page=2&year=2027'),
    )
    expect(query).toEqual({ metaState: 'ARCHIVED', state: 'CANCELLED_OWNER', page: 2, year: 2027 })
    expect(ownerBookingListSearch(query)).toEqual({
      meta_state: 'archived',
      state: 'cancelled_owner',
      page: '2',
      year: '2027',
    })
    expect(parseOwnerBookingListQuery(new URLSearchParams('meta_state=todo&state=ALL')).state).toBe(EVERY_STATE)
    expect(parseOwnerBookingListQuery(new URLSearchParams('state=nonsense&page=x'))).toEqual({
      metaState: null,
      state: null,
      page: 1,
      year: null,
    })
    expect(ownerBookingListSearch({ metaState: 'TO_DO', state: null, page: 1, year: null })).toEqual({
      meta_state: 'todo',
      state: undefined,
      page: undefined,
      year: undefined,
    })
  })
})

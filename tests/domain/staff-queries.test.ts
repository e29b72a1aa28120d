import { describe, expect, it } from 'vitest'
import {
  parseStaffAuditQuery,
  parseStaffDocumentsQuery,
  parseStaffUsersQuery,
  staffPersonName,
  staffSearch,
} from '../../src/domain/staff-queries'

const params = (query: string) => new URLSearchParams(query)

describe('staff list queries', () => {
  it('reads the user search, trimming the text and defaulting to the first page', () => {
    expect(parseStaffUsersQuery(params('q=%20lena%20&page=3'))).toEqual({ q: 'lena', page: 3 })
    expect(parseStaffUsersQuery(params('page=0'))).toEqual({ q: '', page: 1 })
    expect(parseStaffUsersQuery(params('page=abc'))).toEqual({ q: '', page: 1 })
  })
  it('opens the documents on the validation queue unless a known status is asked for', () => {
    expect(parseStaffDocumentsQuery(params(''))).toEqual({ status: 'VALIDATION_ASKED', page: 1 })
    expect(parseStaffDocumentsQuery(params('status=REFUSED&page=2'))).toEqual({ status: 'REFUSED', page: 2 })
    expect(parseStaffDocumentsQuery(params('status=EXPIRED'))).toEqual({ status: 'VALIDATION_ASKED', page: 1 })
  })
  it('keeps only valid audit filters', () => {
    expect(parseStaffAuditQuery(params('staff_id=4&target_type=booking&target_id=12&action=booking_cancel'))).toEqual({
      staffId: 4,
      targetType: 'booking',
      targetId: 12,
      action: 'booking_cancel',
      page: 1,
    })
    expect(parseStaffAuditQuery(params('staff_id=-1&target_type=planet&target_id=99999999999&action=%20'))).toEqual({
      staffId: null,
      targetType: null,
      targetId: null,
      action: '',
      page: 1,
    })
  })
  it('writes an address query without the defaults', () => {
    expect(staffSearch({ q: 'lena', page: 1, staff_id: null, action: '' })).toEqual({
      q: 'lena',
      page: undefined,
      staff_id: undefined,
      action: undefined,
    })
    expect(staffSearch({ page: 2, target_id: 7 })).toEqual({ page: '2', target_id: '7' })
  })

  it('names a person by their full name, or by email before they gave one', () => {
    expect(staffPersonName({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' })).toBe('Ada Lovelace')
    expect(staffPersonName({ first_name: 'Ada', last_name: '', email: 'ada@example.com' })).toBe('Ada')
    expect(staffPersonName({ first_name: '', last_name: '', email: 'ada@example.com' })).toBe('ada@example.com')
  })
})

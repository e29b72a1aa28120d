import { describe, expect, it } from 'vitest'
import { parseDepositMeans, threeWayRule, vehicleTypeKey } from '../../src/domain/listing-rules'

describe('threeWayRule', () => {
  it('maps true, false and anything else', () => {
    expect(threeWayRule(true)).toBe('ALLOWED')
    expect(threeWayRule(false)).toBe('NOT_ALLOWED')
    expect(threeWayRule(null)).toBe('ON_DEMAND')
    expect(threeWayRule(undefined)).toBe('ON_DEMAND')
    expect(threeWayRule('true')).toBe('ON_DEMAND')
  })
})

describe('parseDepositMeans', () => {
  it('splits, trims and keeps the known means once', () => {
    expect(parseDepositMeans('card, cash,bitcoin,card')).toEqual(['card', 'cash'])
    expect(parseDepositMeans('check,transfer,others')).toEqual(['check', 'transfer', 'others'])
  })
  it('gives nothing for empty or non-string values', () => {
    expect(parseDepositMeans('')).toEqual([])
    expect(parseDepositMeans(null)).toEqual([])
  })
})

describe('vehicleTypeKey', () => {
  it('names the seven types and falls back to other', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(vehicleTypeKey)).toEqual([
      'lowprofile',
      'coachbuilt',
      'A-class',
      'campervan',
      'van',
      'caravan',
      'other',
    ])
    expect(vehicleTypeKey(9)).toBe('other')
  })
})

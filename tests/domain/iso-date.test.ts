import { describe, expect, it } from 'vitest'
import { parseIsoDate } from '../../src/domain/iso-date'

describe('parseIsoDate', () => {
  it('reads a full timestamp as that instant', () => {
    expect(parseIsoDate('2024-05-01T10:30:00Z').toISOString()).toBe('2024-05-01T10:30:00.000Z')
    expect(parseIsoDate('2024-05-01T10:30:00.123+02:00').toISOString()).toBe('2024-05-01T08:30:00.123Z')
    expect(parseIsoDate('2024-05-01T10:30+0200').toISOString()).toBe('2024-05-01T08:30:00.000Z')
  })

  it('reads a timestamp without zone as UTC', () => {
    expect(parseIsoDate('2024-05-01T10:30:00').toISOString()).toBe('2024-05-01T10:30:00.000Z')
    expect(parseIsoDate('2024-05-01T10:30').toISOString()).toBe('2024-05-01T10:30:00.000Z')
  })

  it('reads a plain date at the given hour, midnight by default', () => {
    expect(parseIsoDate('2024-05-01')).toEqual(new Date(2024, 4, 1, 0))
    expect(parseIsoDate('2024-05-01', 14)).toEqual(new Date(2024, 4, 1, 14))
  })

  it('rejects anything else', () => {
    for (const bad of [
      '',
      '01/05/2024',
      '2024-5-1',
      '2024-05-01 10:30',
      '2024-02-31',
      '2024-13-01T00:00:00Z',
      'tomorrow',
    ]) {
      expect(() => parseIsoDate(bad), bad).toThrow('dateString format is not valid')
    }
  })
})

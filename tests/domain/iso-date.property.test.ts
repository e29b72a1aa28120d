import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseIsoDate } from '../../src/domain/iso-date'

const pad = (value: number, length = 2) => String(value).padStart(length, '0')
// Years 1001–9998: four digits even after a zone offset moves the wall clock, as the format requires.
const instant = fc.date({
  min: new Date('1001-01-01T00:00:00Z'),
  max: new Date('9998-12-31T23:59:59Z'),
  noInvalidDate: true,
})

describe('parseIsoDate (spec 1 §5), properties', () => {
  it('reads back every full timestamp it could be sent, whatever the zone offset', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -12 * 60, max: 14 * 60 }), fc.boolean(), (date, offsetMinutes, colon) => {
        const local = new Date(date.getTime() + offsetMinutes * 60_000)
        const sign = offsetMinutes < 0 ? '-' : '+'
        const zone = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}${colon ? ':' : ''}${pad(Math.abs(offsetMinutes) % 60)}`
        const text = `${local.toISOString().slice(0, 23)}${zone}`
        expect(parseIsoDate(text).getTime()).toBe(date.getTime())
      }),
    )
  })

  it('reads a timestamp without zone as UTC', () => {
    fc.assert(
      fc.property(instant, (date) => {
        expect(parseIsoDate(date.toISOString().slice(0, 19)).getTime()).toBe(Math.floor(date.getTime() / 1000) * 1000)
      }),
    )
  })

  it('reads a plain date as that local calendar day at the given hour', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 23 }), (date, hours) => {
        const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]
        const parsed = parseIsoDate(`${pad(year, 4)}-${pad(month)}-${pad(day)}`, hours)
        expect([parsed.getFullYear(), parsed.getMonth() + 1, parsed.getDate()]).toEqual([year, month, day])
        // A daylight-saving jump can move a missing hour, never the day.
        expect(Math.abs(parsed.getHours() - hours)).toBeLessThanOrEqual(1)
      }),
    )
  })

  it('refuses days that do not exist instead of rolling them over', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 29, max: 31 }),
        (year, month, day) => {
          const exists = new Date(Date.UTC(year, month - 1, day)).getUTCMonth() === month - 1
          const text = `${year}-${pad(month)}-${pad(day)}`
          if (exists) expect(() => parseIsoDate(text)).not.toThrow()
          else expect(() => parseIsoDate(text)).toThrow('dateString format is not valid')
        },
      ),
    )
  })

  it('refuses any string that is not one of the three formats', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/^\d{4}-\d{2}-\d{2}/.test(text)),
        (text) => {
          expect(() => parseIsoDate(text)).toThrow('dateString format is not valid')
        },
      ),
    )
  })
})

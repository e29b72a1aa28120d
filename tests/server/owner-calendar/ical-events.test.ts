import { describe, expect, it } from 'vitest'
import { busyDays } from '../../../src/server/services/owner-calendar/ical-events'

/** A calendar of the given VEVENT bodies (lines between BEGIN:VEVENT and END:VEVENT). */
const calendar = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Other site//EN',
    ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
  ].join('\r\n')

// 2027-01-02 is a Saturday.
const weekends = [
  'UID:weekends@other',
  'DTSTART;VALUE=DATE:20270102',
  'DTEND;VALUE=DATE:20270104',
  'SUMMARY:Not available',
]

describe('busyDays with recurring events', () => {
  it('blocks every weekend of a weekly all-day rule inside the window, and nothing past it', () => {
    const { ranges, eventCount } = busyDays(calendar([...weekends, 'RRULE:FREQ=WEEKLY']), '2027-01-01', '2027-01-24')
    expect(eventCount).toBe(1)
    expect(ranges).toEqual([
      { from: '2027-01-02', to: '2027-01-04' },
      { from: '2027-01-09', to: '2027-01-11' },
      { from: '2027-01-16', to: '2027-01-18' },
      { from: '2027-01-23', to: '2027-01-24' },
    ])
  })

  it('starts with the window for a series that began long before it', () => {
    const { ranges } = busyDays(
      calendar(['UID:old@other', 'DTSTART;VALUE=DATE:20200104', 'DTEND;VALUE=DATE:20200106', 'RRULE:FREQ=WEEKLY']),
      '2027-01-03',
      '2027-01-10',
    )
    expect(ranges).toEqual([
      { from: '2027-01-03', to: '2027-01-04' },
      { from: '2027-01-09', to: '2027-01-10' },
    ])
  })

  it('stops after COUNT occurrences', () => {
    const { ranges } = busyDays(calendar([...weekends, 'RRULE:FREQ=WEEKLY;COUNT=2']), '2027-01-01', '2027-03-01')
    expect(ranges).toEqual([
      { from: '2027-01-02', to: '2027-01-04' },
      { from: '2027-01-09', to: '2027-01-11' },
    ])
  })

  it('stops at UNTIL', () => {
    const { ranges } = busyDays(calendar([...weekends, 'RRULE:FREQ=WEEKLY;UNTIL=20270116']), '2027-01-01', '2027-03-01')
    expect(ranges.map((range) => range.from)).toEqual(['2027-01-02', '2027-01-09', '2027-01-16'])
  })

  it('leaves the EXDATE occurrences free', () => {
    const { ranges } = busyDays(
      calendar([...weekends, 'RRULE:FREQ=WEEKLY;COUNT=4', 'EXDATE;VALUE=DATE:20270109,20270123']),
      '2027-01-01',
      '2027-03-01',
    )
    expect(ranges).toEqual([
      { from: '2027-01-02', to: '2027-01-04' },
      { from: '2027-01-16', to: '2027-01-18' },
    ])
  })

  it('blocks a moved occurrence at its new days, not its old ones', () => {
    const moved = [
      'UID:weekends@other',
      'RECURRENCE-ID;VALUE=DATE:20270109',
      'DTSTART;VALUE=DATE:20270113',
      'DTEND;VALUE=DATE:20270114',
    ]
    const { ranges } = busyDays(calendar([...weekends, 'RRULE:FREQ=WEEKLY;COUNT=3'], moved), '2027-01-01', '2027-03-01')
    expect(ranges).toEqual([
      { from: '2027-01-02', to: '2027-01-04' },
      { from: '2027-01-13', to: '2027-01-14' },
      { from: '2027-01-16', to: '2027-01-18' },
    ])
  })

  it('leaves a cancelled occurrence free', () => {
    const cancelled = [
      'UID:weekends@other',
      'RECURRENCE-ID;VALUE=DATE:20270109',
      'STATUS:CANCELLED',
      'DTSTART;VALUE=DATE:20270109',
      'DTEND;VALUE=DATE:20270111',
    ]
    const { ranges } = busyDays(
      calendar([...weekends, 'RRULE:FREQ=WEEKLY;COUNT=3'], cancelled),
      '2027-01-01',
      '2027-03-01',
    )
    expect(ranges).toEqual([
      { from: '2027-01-02', to: '2027-01-04' },
      { from: '2027-01-16', to: '2027-01-18' },
    ])
  })

  it('blocks nothing for a cancelled series', () => {
    expect(
      busyDays(calendar([...weekends, 'RRULE:FREQ=WEEKLY', 'STATUS:CANCELLED']), '2027-01-01', '2027-03-01').ranges,
    ).toEqual([])
  })

  it('blocks every day a timed occurrence touches, in UTC, with a timed EXDATE', () => {
    // Mondays 22:00 to Tuesday 02:00 Zurich time (21:00 to 01:00 UTC in winter); the second Monday is excluded.
    const timed = [
      'UID:nights@other',
      'DTSTART;TZID=Europe/Zurich:20270104T220000',
      'DTEND;TZID=Europe/Zurich:20270105T020000',
      'RRULE:FREQ=WEEKLY;COUNT=3',
      'EXDATE;TZID=Europe/Zurich:20270111T220000',
    ]
    const { ranges } = busyDays(calendar(timed), '2027-01-01', '2027-03-01')
    expect(ranges).toEqual([
      { from: '2027-01-04', to: '2027-01-06' },
      { from: '2027-01-18', to: '2027-01-20' },
    ])
  })

  it('blocks one day for a timed occurrence inside a day', () => {
    const { ranges } = busyDays(
      calendar(['UID:lunch@other', 'DTSTART:20270104T100000Z', 'DTEND:20270104T140000Z', 'RRULE:FREQ=DAILY;COUNT=2']),
      '2027-01-01',
      '2027-03-01',
    )
    expect(ranges).toEqual([{ from: '2027-01-04', to: '2027-01-06' }])
  })

  it('still reads a single event, all-day and timed', () => {
    const { ranges } = busyDays(
      calendar(
        ['UID:one@other', 'DTSTART;VALUE=DATE:20270110', 'DTEND;VALUE=DATE:20270113'],
        ['UID:two@other', 'DTSTART:20270120T150000Z', 'DTEND:20270122T100000Z'],
      ),
      '2027-01-01',
      '2027-03-01',
    )
    expect(ranges).toEqual([
      { from: '2027-01-10', to: '2027-01-13' },
      { from: '2027-01-20', to: '2027-01-23' },
    ])
  })

  it('refuses an event with more occurrences in the window than the cap', () => {
    // Hourly for four months: about 2,900 occurrences, under node-ical's own limit but over ours.
    const hourly = calendar([
      'UID:hourly@other',
      'DTSTART:20270101T000000Z',
      'DTEND:20270101T003000Z',
      'RRULE:FREQ=HOURLY',
    ])
    expect(() => busyDays(hourly, '2027-01-01', '2027-05-01')).toThrow(/too often/)
    expect(busyDays(hourly, '2027-01-01', '2027-01-08').ranges).toEqual([{ from: '2027-01-01', to: '2027-01-08' }])
  })

  it('refuses an event that repeats too often rather than reading part of it', () => {
    expect(() =>
      busyDays(
        calendar(['UID:spam@other', 'DTSTART:20270101T000000Z', 'DTEND:20270101T000100Z', 'RRULE:FREQ=MINUTELY']),
        '2027-01-01',
        '2027-03-01',
      ),
    ).toThrow(/too often/)
  })
})

import ical, { type VEvent } from 'node-ical'
import { addDays } from '../../../domain/booking-price'

export interface DayRange {
  /** Half-open [from, to). */
  from: string
  to: string
}

const pad = (value: number) => String(value).padStart(2, '0')

/** node-ical builds all-day dates at local midnight and timed ones as instants: read each in its own frame. */
function dayOf(date: Date & { dateOnly?: boolean }) {
  return date.dateOnly
    ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
    : date.toISOString().slice(0, 10)
}

/** The days an event keeps busy: a timed event blocks every day it touches. */
function eventDays(event: VEvent): DayRange | null {
  if (!(event.start instanceof Date) || Number.isNaN(event.start.getTime())) return null
  const from = dayOf(event.start)
  if (!(event.end instanceof Date) || Number.isNaN(event.end.getTime())) return { from, to: addDays(from, 1) }
  let to = dayOf(event.end)
  const endsInsideDay = !event.end.dateOnly && event.end.toISOString().slice(11) !== '00:00:00.000Z'
  if (endsInsideDay) to = addDays(to, 1)
  return { from, to: to > from ? to : addDays(from, 1) }
}

/**
 * The busy days of an iCal calendar, merged and clipped to [windowFrom, windowTo). Cancelled and free
 * (TRANSP:TRANSPARENT) events block nothing. Throws on text that is not a calendar.
 */
export function busyDays(text: string, windowFrom: string, windowTo: string): { ranges: DayRange[]; eventCount: number } {
  if (!/BEGIN:VCALENDAR/i.test(text)) throw new Error('This is not an iCal calendar.')
  const events = Object.values(ical.sync.parseICS(text)).filter((component): component is VEvent => component?.type === 'VEVENT')
  const ranges = events
    .filter((event) => event.status !== 'CANCELLED' && event.transparency !== 'TRANSPARENT')
    .flatMap((event) => {
      const days = eventDays(event)
      if (!days) return []
      const from = days.from < windowFrom ? windowFrom : days.from
      const to = days.to > windowTo ? windowTo : days.to
      return from < to ? [{ from, to }] : []
    })
    .sort((a, b) => a.from.localeCompare(b.from))
  const merged: DayRange[] = []
  for (const range of ranges) {
    const last = merged.at(-1)
    if (last && range.from <= last.to) last.to = range.to > last.to ? range.to : last.to
    else merged.push({ ...range })
  }
  return { ranges: merged, eventCount: events.length }
}

import ical, { type VEvent } from 'node-ical'
import { addDays } from '../../../domain/stay-price'

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

/** The days one occurrence keeps busy: a timed occurrence blocks every day it touches. */
function occurrenceDays(
  start: Date & { dateOnly?: boolean },
  end: (Date & { dateOnly?: boolean }) | undefined,
): DayRange | null {
  if (!(start instanceof Date) || Number.isNaN(start.getTime())) return null
  const from = dayOf(start)
  if (!(end instanceof Date) || Number.isNaN(end.getTime())) return { from, to: addDays(from, 1) }
  let to = dayOf(end)
  const endsInsideDay = !end.dateOnly && end.toISOString().slice(11) !== '00:00:00.000Z'
  if (endsInsideDay) to = addDays(to, 1)
  return { from, to: to > from ? to : addDays(from, 1) }
}

/**
 * More occurrences than this inside the window is not an availability calendar (a rule every minute, say): the feed is
 * refused rather than half-read, so its previous days stay blocked.
 */
export const MAX_OCCURRENCES_PER_EVENT = 2000

const blocks = (event: { status?: string; transparency?: string }) =>
  event.status !== 'CANCELLED' && event.transparency !== 'TRANSPARENT'

/**
 * Every occurrence of an event that touches [windowFrom, windowTo), RRULE expanded by node-ical with its EXDATEs and
 * RECURRENCE-ID overrides (a cancelled or free override blocks nothing). The instant window is padded by a day on
 * each side because timed occurrences are read in UTC and all-day ones in local time; clipping happens on days.
 */
function eventOccurrences(event: VEvent, windowFrom: string, windowTo: string): DayRange[] {
  if (!(event.start instanceof Date) || Number.isNaN(event.start.getTime())) return []
  const from = new Date(`${addDays(windowFrom, -1)}T00:00:00.000Z`)
  const to = new Date(`${addDays(windowTo, 1)}T00:00:00.000Z`)
  let instances: ReturnType<typeof ical.expandRecurringEvent>
  try {
    instances = ical.expandRecurringEvent(event, { from, to, expandOngoing: true })
  } catch (error) {
    // rrule-temporal gives up past its own iteration limit: the same verdict as our cap.
    throw new Error('A recurring event repeats too often to be read.', { cause: error })
  }
  if (instances.length > MAX_OCCURRENCES_PER_EVENT) throw new Error('A recurring event repeats too often to be read.')
  return instances
    .filter((instance) => !instance.isOverride || blocks(instance.event))
    .flatMap((instance) => {
      const days = occurrenceDays(instance.start, instance.end)
      return days ? [days] : []
    })
}

/**
 * The busy days of an iCal calendar, merged and clipped to [windowFrom, windowTo). Recurring events count every
 * occurrence in the window. Cancelled and free (TRANSP:TRANSPARENT) events block nothing. Throws on text that is not
 * a calendar, and on an event that repeats more than MAX_OCCURRENCES_PER_EVENT times in the window.
 */
export function busyDays(
  text: string,
  windowFrom: string,
  windowTo: string,
): { ranges: DayRange[]; eventCount: number } {
  if (!/BEGIN:VCALENDAR/i.test(text)) throw new Error('This is not an iCal calendar.')
  const events = Object.values(ical.sync.parseICS(text)).filter(
    (component): component is VEvent => component?.type === 'VEVENT',
  )
  const ranges = events
    .filter(blocks)
    .flatMap((event) => eventOccurrences(event, windowFrom, windowTo))
    .flatMap((days) => {
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

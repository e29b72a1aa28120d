import type { I18n } from '@lingui/core'
import { readerTimeZone } from '../../domain/time-zones'
import { billingPdf } from './pdf-document'

/** What every billing document of a booking opens with. */
export interface BookingDocumentHead {
  number: string
  issuedAt: Date
  /** The issuer's name, address and tax number, one entry a line. */
  issuer: string[]
  billedTo: { name: string; lines: string[] }
  booking: { id: number; camper: string; dateFrom: string; dateTo: string }
  timeZone: string | null
}

/**
 * Starts a booking's receipt, invoice or credit note: the letterhead, the title, its number and date of issue (then
 * `notes`, each a line), who it is made out to, and the booking with its dates. Moments are written in the reader's
 * time zone (`moment`), trip days as the calendar days they are.
 */
export function openBookingDocument(
  i18n: I18n,
  title: string,
  head: BookingDocumentHead,
  notes: (moment: Intl.DateTimeFormat) => string[] = () => [],
) {
  const pdf = billingPdf({ title: `${title} ${head.number}`, createdAt: head.issuedAt })
  const moment = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: readerTimeZone(head.timeZone) })
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' })
  const tripDay = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`))
  const { booking } = head

  pdf.letterhead(head.issuer)
  pdf.title(title)
  pdf.write(i18n._({ id: 'receipt.number', message: 'No. {number}', values: { number: head.number } }))
  pdf.write(
    i18n._({ id: 'receipt.issuedOn', message: 'Issued on {date}', values: { date: moment.format(head.issuedAt) } }),
  )
  for (const note of notes(moment)) pdf.write(note)
  pdf.heading(i18n._({ id: 'receipt.billedTo', message: 'Billed to' }))
  pdf.write(head.billedTo.name)
  for (const line of head.billedTo.lines) pdf.write(line)
  pdf.heading(
    i18n._({
      id: 'receipt.booking',
      message: 'Booking no. {id}: {camper}',
      values: { id: booking.id, camper: booking.camper },
    }),
  )
  pdf.write(
    i18n._({
      id: 'receipt.tripDates',
      message: 'From {from} to {to}',
      values: { from: tripDay(booking.dateFrom), to: tripDay(booking.dateTo) },
    }),
  )
  return { pdf, moment }
}

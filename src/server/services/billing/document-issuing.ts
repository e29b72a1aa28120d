import { eq, sql } from 'drizzle-orm'
import { billingDocumentNumber } from '../../../domain/billing-documents'
import type { Database } from '../../db/client'
import {
  billingDocuments,
  billingSequences,
  bookings,
  campers,
  paymentBillingDetails,
  users,
  type BillingDocumentRow,
} from '../../db/schema'
import { rangeDays } from '../booking-prices/booking-access'

/** The next number of `year`'s sequence. Taken in the issuing transaction: a rollback gives it back, so none is skipped. */
async function nextNumber(tx: Database, year: number) {
  const [row] = await tx
    .insert(billingSequences)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: billingSequences.year, set: { last: sql`${billingSequences.last} + 1` } })
    .returning()
  return { sequence: row!.last, number: billingDocumentNumber(year, row!.last) }
}

/**
 * Who a booking's documents are made out to (the billing details given at checkout, else the guest's name and email),
 * in `locale`, and what they are about: the booking, its camper and its owner.
 */
export async function billingParties(tx: Database, bookingId: number, locale: string) {
  const [found] = await tx
    .select({
      booking: bookings,
      camper: campers,
      guest: users,
      details: paymentBillingDetails,
    })
    .from(bookings)
    .innerJoin(campers, eq(campers.id, bookings.camperId))
    .innerJoin(users, eq(users.id, bookings.guestId))
    .leftJoin(paymentBillingDetails, eq(paymentBillingDetails.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId))
  const { booking, camper, guest, details } = found!
  const [owner] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, camper.ownerId))
  const country = (code: string) => new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code
  const { dateFrom, dateTo } = rangeDays(booking.period)
  return {
    booking,
    camper,
    guest,
    ownerName: `${owner!.firstName} ${owner!.lastName}`.trim(),
    billedTo: details
      ? {
          name: `${details.firstName} ${details.lastName}`.trim(),
          lines: [details.street, `${details.zipcode} ${details.city}`.trim(), country(details.country)].filter(
            Boolean,
          ),
        }
      : { name: `${guest.firstName} ${guest.lastName}`.trim(), lines: [guest.email] },
    stay: { id: booking.id, camper: camper.title, dateFrom, dateTo },
  }
}

type DocumentFacts = Pick<
  BillingDocumentRow,
  'kind' | 'bookingId' | 'paymentId' | 'userId' | 'locale' | 'amount' | 'currency'
> &
  Partial<Pick<BillingDocumentRow, 'creditsId'>>

/**
 * Issues a document in the issuing transaction: takes the next number of the year, writes the PDF with it (`render`)
 * and keeps both, as issued.
 */
export async function issueDocument(
  tx: Database,
  now: Date,
  facts: DocumentFacts,
  render: (number: string) => Promise<Uint8Array>,
): Promise<BillingDocumentRow> {
  const year = now.getUTCFullYear()
  const { number, sequence } = await nextNumber(tx, year)
  const pdf = await render(number)
  const [row] = await tx
    .insert(billingDocuments)
    .values({ ...facts, number, year, sequence, issuedAt: now, pdf })
    .returning()
  return row!
}

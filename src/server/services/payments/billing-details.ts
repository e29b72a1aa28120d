import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { bookings, paymentBillingDetails, users } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { listPayments } from './payments'

export interface BillingDetailsInput {
  first_name: string
  last_name: string
  street: string
  city: string
  zipcode: string
  country: string
  country_of_residence: string
  nationality: string
}

async function ownBooking(db: Database, userId: number, bookingId: number) {
  const [booking] = await db.select({ guestId: bookings.guestId }).from(bookings).where(eq(bookings.id, bookingId))
  if (!booking || booking.guestId !== userId) throw ApiError.notFound()
}

/** Spec 2 §3 payment summary: the billing details (the guest's name until saved) and the booking's payments. */
export async function paymentSummary(db: Database, userId: number, bookingId: number) {
  await ownBooking(db, userId, bookingId)
  const [saved] = await db.select().from(paymentBillingDetails).where(eq(paymentBillingDetails.bookingId, bookingId))
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
  const { results } = await listPayments(db, userId, bookingId)
  return {
    first_name: saved?.firstName ?? user!.firstName,
    last_name: saved?.lastName ?? user!.lastName,
    street: saved?.street ?? '',
    city: saved?.city ?? '',
    zipcode: saved?.zipcode ?? '',
    country: saved?.country ?? null,
    country_of_residence: saved?.countryOfResidence ?? null,
    nationality: saved?.nationality ?? null,
    payments: results,
  }
}

export async function savePaymentSummary(db: Database, userId: number, bookingId: number, input: BillingDetailsInput) {
  await ownBooking(db, userId, bookingId)
  const values = {
    firstName: input.first_name,
    lastName: input.last_name,
    street: input.street,
    city: input.city,
    zipcode: input.zipcode,
    country: input.country,
    countryOfResidence: input.country_of_residence,
    nationality: input.nationality,
    updatedAt: new Date(),
  }
  await db
    .insert(paymentBillingDetails)
    .values({ bookingId, ...values })
    .onConflictDoUpdate({ target: paymentBillingDetails.bookingId, set: values })
  return paymentSummary(db, userId, bookingId)
}

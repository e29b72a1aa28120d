import { and, count, eq, inArray, notInArray } from 'drizzle-orm'
import { BOOKED_STATUSES } from '../../../domain/booking-rules'
import type { Database } from '../../db/client'
import { bookings, campers, users, type UserRow } from '../../db/schema'
import { listActiveMoneyboxes, type MoneyboxView } from './moneyboxes'

/** The signed-in user's own view of the account (GET /3/users/me/). */
export interface PrivateUserView {
  id: number
  email: string
  /** The owner of the address opened the emailed link (sign-up); sending a request or a listing needs it. */
  email_verified: boolean
  first_name: string
  last_name: string
  is_active: boolean
  is_owner: boolean
  is_staff: boolean
  is_pro: boolean
  professional: boolean
  professional_type: UserRow['professionalType']
  booking_as_guest: number
  booking_as_owner: number
  phone: string | null
  phone_verified: boolean
  borned_on: string | null
  joined_at: string
  locale: string
  /** IANA zone of the emails and notices; null until the web app reports one (they then use the marketplace's). */
  time_zone: string | null
  languages: string[]
  description: string | null
  profile_picture: { url: string | null }
  moneyboxes: MoneyboxView[]
  /** The owner's vehicles that still exist (the menu says "vehicle" or "vehicles" by it). */
  nb_campers: number
  /** The staff member browsing as this user (log-as), so the pages can say so and offer the way back. */
  acting_staff: { id: number; first_name: string } | null
}

/** What anyone may see of another user: nothing that identifies or reaches them privately. */
export interface PublicUserView {
  id: number
  first_name: string
  profile_picture: { url: string | null }
  joined_at: string
  languages: string[]
  is_pro: boolean
  is_owner: boolean
  description: string | null
}

export async function toPrivateUser(
  db: Database,
  user: UserRow,
  actingStaffId: number | null = null,
): Promise<PrivateUserView> {
  return {
    id: user.id,
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    first_name: user.firstName,
    last_name: user.lastName,
    is_active: user.isActive,
    is_owner: user.isOwner,
    is_staff: user.isStaff,
    is_pro: user.isPro,
    professional: user.isPro,
    professional_type: user.professionalType,
    booking_as_guest: await countBookingsAsGuest(db, user.id),
    booking_as_owner: await countBookingsAsOwner(db, user.id),
    phone: user.phone,
    phone_verified: user.phoneVerified,
    borned_on: user.bornedOn,
    joined_at: user.joinedAt.toISOString(),
    locale: user.locale,
    time_zone: user.timeZone,
    languages: user.languages,
    description: user.description,
    profile_picture: { url: user.profilePictureUrl },
    moneyboxes: await listActiveMoneyboxes(db, user.id),
    nb_campers: await countCampers(db, user.id),
    acting_staff: actingStaffId === null ? null : await actingStaff(db, actingStaffId),
  }
}

async function actingStaff(db: Database, staffId: number) {
  const [staff] = await db
    .select({ id: users.id, first_name: users.firstName })
    .from(users)
    .where(eq(users.id, staffId))
  return staff ?? null
}

async function countBookingsAsGuest(db: Database, guestId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(bookings)
    .where(and(eq(bookings.guestId, guestId), inArray(bookings.status, [...BOOKED_STATUSES])))
  return row?.total ?? 0
}

async function countBookingsAsOwner(db: Database, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(bookings)
    .innerJoin(campers, eq(campers.id, bookings.camperId))
    .where(and(eq(campers.ownerId, ownerId), inArray(bookings.status, [...BOOKED_STATUSES])))
  return row?.total ?? 0
}

async function countCampers(db: Database, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(campers)
    .where(and(eq(campers.ownerId, ownerId), notInArray(campers.status, ['deleted', 'deleted_owner'])))
  return row?.total ?? 0
}

export function toPublicUser(user: UserRow): PublicUserView {
  return {
    id: user.id,
    first_name: user.firstName,
    profile_picture: { url: user.profilePictureUrl },
    joined_at: user.joinedAt.toISOString(),
    languages: user.languages,
    is_pro: user.isPro,
    is_owner: user.isOwner,
    description: user.description,
  }
}

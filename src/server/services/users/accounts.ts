import { and, eq, isNull, sql } from 'drizzle-orm'
import { normalisePhone } from '../../../domain/account-rules'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../domain/locales'
import { canonicalTimeZone } from '../../../domain/time-zones'
import type { Database } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { companies, legalOwners, phoneCertifications, profilePictures, users, type UserRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import type { Env } from '../../env'
import { sendVerificationEmail } from '../auth/email-verifications'
import { hashPassword } from '../auth/passwords'
import { revokeAllSessionsOf } from '../auth/tokens'
import { toPrivateUser, toPublicUser, type PrivateUserView, type PublicUserView } from './user-views'

export interface Registration {
  email: string
  password: string
  first_name: string
  last_name: string
  locale?: Locale
  /** The browser's zone, which the web app sends at sign-up. */
  time_zone?: string
  newsletter?: boolean
}

export interface ProfileChanges {
  first_name?: string
  last_name?: string
  phone?: string | null
  borned_on?: string | null
  locale?: Locale
  /** null forgets it: moments are then written in the marketplace's zone. */
  time_zone?: string | null
  languages?: string[]
  description?: string | null
}

const emailTaken = () => ApiError.fields({ email: ['A user with this email already exists.'] })

/** The first storefront locale of an Accept-Language header (the web app sends its current one). */
function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase()
  return isLocale(first) ? first : undefined
}

/**
 * Sign-up: the account starts with its address unproven, and the email with the link to prove it is queued in the
 * same transaction.
 */
export async function registerUser(
  db: Database,
  env: Env,
  registration: Registration,
  acceptLanguage?: string,
): Promise<PrivateUserView> {
  const email = registration.email.trim().toLowerCase()
  if (registration.password.toLowerCase() === email)
    throw ApiError.fields({ password: ['The password is too similar to the email.'] })
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
  if (existing) throw emailTaken()
  try {
    const passwordHash = await hashPassword(registration.password)
    const user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          firstName: registration.first_name,
          lastName: registration.last_name,
          locale: registration.locale ?? localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE,
          timeZone: canonicalTimeZone(registration.time_zone),
          newsletter: registration.newsletter ?? false,
          emailVerifiedAt: null,
        })
        .returning()
      await sendVerificationEmail(tx, env, created!)
      return created!
    })
    return toPrivateUser(db, user)
  } catch (error) {
    // Two sign-ups with the same email at once: the unique index on lower(email) decides.
    if (isUniqueViolation(error)) throw emailTaken()
    throw error
  }
}

/** A live account (active, not deleted) or null. */
async function findLiveUser(db: Database, userId: number): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true), isNull(users.deletedAt)))
  return user ?? null
}

export async function getOwnAccount(
  db: Database,
  userId: number,
  actingStaffId: number | null = null,
): Promise<PrivateUserView> {
  const user = await findLiveUser(db, userId)
  if (!user) throw ApiError.unauthenticated()
  return toPrivateUser(db, user, actingStaffId)
}

export async function updateOwnAccount(
  db: Database,
  userId: number,
  changes: ProfileChanges,
): Promise<PrivateUserView> {
  const current = await findLiveUser(db, userId)
  if (!current) throw ApiError.unauthenticated()
  // Stored in E.164, so the same number typed two ways is one number.
  const phone = changes.phone === undefined || changes.phone === null ? changes.phone : normalisePhone(changes.phone)
  if (phone === null && changes.phone)
    throw ApiError.fields({ phone: ['Enter a valid phone number in international format, e.g. +33612345678.'] })
  const values = {
    firstName: changes.first_name,
    lastName: changes.last_name,
    phone,
    // A new number has not been certified yet.
    phoneVerified: phone !== undefined && phone !== current.phone ? false : undefined,
    bornedOn: changes.borned_on,
    locale: changes.locale,
    // Stored as this server's Intl names it, so the select finds it whichever alias the browser reported.
    timeZone:
      changes.time_zone === undefined || changes.time_zone === null
        ? changes.time_zone
        : canonicalTimeZone(changes.time_zone),
    languages: changes.languages ? [...new Set(changes.languages)] : undefined,
    description: changes.description,
  }
  // An empty PATCH changes nothing (an UPDATE with no column would fail).
  if (Object.values(values).every((value) => value === undefined)) return toPrivateUser(db, current)
  const [user] = await db.update(users).set(values).where(eq(users.id, userId)).returning()
  return toPrivateUser(db, user!)
}

/**
 * Account deletion keeps the row (bookings and reviews still point at it) but removes everything
 * personal and ends every session. The email is freed, so the person can sign up again.
 */
export async function deleteOwnAccount(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        email: `deleted-${userId}@deleted.invalid`,
        // Not an argon2 hash: no password can ever match it.
        passwordHash: '!deleted',
        firstName: 'Deleted user',
        lastName: 'Deleted user',
        phone: null,
        phoneVerified: false,
        bornedOn: null,
        profilePictureUrl: null,
        description: null,
        languages: [],
        newsletter: false,
        isActive: false,
        deletedAt: new Date(),
      })
      .where(eq(users.id, userId))
    // The uploads and papers that name the person go; bookings and payments stay for the other party and the books.
    await tx.delete(profilePictures).where(eq(profilePictures.userId, userId))
    await tx.delete(phoneCertifications).where(eq(phoneCertifications.userId, userId))
    await tx.delete(companies).where(eq(companies.userId, userId))
    await tx.delete(legalOwners).where(eq(legalOwners.userId, userId))
    await revokeAllSessionsOf(tx, userId, 'account_deleted')
  })
}

/** Another user's public profile; unknown, inactive and deleted accounts are all simply not found. */
export async function getPublicUser(db: Database, rawId: string): Promise<PublicUserView> {
  // The id arrives as text: anything but a positive int4 cannot be a user, and must not reach SQL as one.
  const id = /^\d{1,10}$/.test(rawId) ? Number(rawId) : NaN
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw ApiError.notFound()
  const user = await findLiveUser(db, id)
  if (!user) throw ApiError.notFound()
  return toPublicUser(user)
}

import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODE_TTL_MINUTES,
} from '../../../domain/account-rules'
import type { Database } from '../../db/client'
import { phoneCertifications, users, type PhoneCertificationRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { SmsUnavailableError, type SmsProvider } from '../../providers/sms/sms-provider'

export interface PhoneCertificationView {
  phone: string
  phone_verified: boolean
  /** Whether this call sent a new code (false: the last one is too recent to send another). */
  sent: boolean
  expires_at: string | null
  attempts_left: number | null
}

const hashCode = (userId: number, phone: string, code: string) =>
  createHash('sha256').update(`${userId}:${phone}:${code}`).digest('hex')
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
const codeError = (message: string) => ApiError.fields({ code: [message] })

async function liveUser(db: Database, userId: number) {
  const [user] = await db
    .select({ phone: users.phone, phoneVerified: users.phoneVerified, locale: users.locale })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true), isNull(users.deletedAt)))
  if (!user) throw ApiError.unauthenticated()
  return user
}

/** The newest unused code for this number, whatever its state. */
async function latestCode(db: Database, userId: number, phone: string): Promise<PhoneCertificationRow | null> {
  const [row] = await db
    .select()
    .from(phoneCertifications)
    .where(
      and(
        eq(phoneCertifications.userId, userId),
        eq(phoneCertifications.phone, phone),
        isNull(phoneCertifications.usedAt),
      ),
    )
    .orderBy(desc(phoneCertifications.createdAt), desc(phoneCertifications.id))
    .limit(1)
  return row ?? null
}

const view = (phone: string, row: PhoneCertificationRow, sent: boolean): PhoneCertificationView => ({
  phone,
  phone_verified: false,
  sent,
  expires_at: row.expiresAt.toISOString(),
  attempts_left: Math.max(0, PHONE_CODE_MAX_ATTEMPTS - row.attempts),
})

/**
 * GET /3/certify-phone/: sends a code by SMS to the profile's phone. Asking again within
 * PHONE_CODE_RESEND_SECONDS sends nothing and answers the pending code's state; a new code
 * replaces the previous one.
 */
export async function sendPhoneCode(
  db: Database,
  sms: SmsProvider,
  userId: number,
  now = new Date(),
): Promise<PhoneCertificationView> {
  const user = await liveUser(db, userId)
  if (!user.phone) throw ApiError.fields({ phone: ['Add a phone number to your profile first.'] })
  if (user.phoneVerified)
    return { phone: user.phone, phone_verified: true, sent: false, expires_at: null, attempts_left: null }
  const pending = await latestCode(db, userId, user.phone)
  if (
    pending &&
    pending.createdAt.getTime() > now.getTime() - PHONE_CODE_RESEND_SECONDS * 1000 &&
    pending.attempts < PHONE_CODE_MAX_ATTEMPTS
  ) {
    return view(user.phone, pending, false)
  }
  const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0')
  try {
    await sms.send({
      to: user.phone,
      body: `Your Roam code: ${code}. It expires in ${PHONE_CODE_TTL_MINUTES} minutes.`,
    })
  } catch (error) {
    if (error instanceof SmsUnavailableError)
      throw ApiError.detail(503, 'The text message could not be sent. Please try again later.', 'sms_unavailable')
    throw error
  }
  const row = await db.transaction(async (tx) => {
    await tx
      .update(phoneCertifications)
      .set({ usedAt: now })
      .where(and(eq(phoneCertifications.userId, userId), isNull(phoneCertifications.usedAt)))
    const [inserted] = await tx
      .insert(phoneCertifications)
      .values({
        userId,
        phone: user.phone!,
        codeHash: hashCode(userId, user.phone!, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * 60_000),
      })
      .returning()
    return inserted!
  })
  return view(user.phone, row, true)
}

/**
 * POST /3/certify-phone/ {code}: the right code certifies the profile's phone. A wrong one costs a
 * try (claimed with one conditional UPDATE, so parallel guesses cannot exceed the limit); an expired
 * or used-up code must be replaced by a new one. Every refusal is a 400 on `code`.
 */
export async function certifyPhone(
  db: Database,
  userId: number,
  code: string,
  now = new Date(),
): Promise<{ phone: string; phone_verified: true }> {
  const user = await liveUser(db, userId)
  if (!user.phone) throw ApiError.fields({ phone: ['Add a phone number to your profile first.'] })
  if (user.phoneVerified) return { phone: user.phone, phone_verified: true }
  const pending = await latestCode(db, userId, user.phone)
  if (!pending) throw codeError('Ask for a code first.')
  if (pending.expiresAt <= now) throw codeError('This code has expired: ask for a new one.')
  const [claimed] = await db
    .update(phoneCertifications)
    .set({ attempts: sql`${phoneCertifications.attempts} + 1` })
    .where(
      and(
        eq(phoneCertifications.id, pending.id),
        isNull(phoneCertifications.usedAt),
        lt(phoneCertifications.attempts, PHONE_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ attempts: phoneCertifications.attempts })
  if (!claimed) throw codeError('Too many wrong codes: ask for a new one.')
  if (!sameHash(pending.codeHash, hashCode(userId, user.phone, code.trim()))) {
    const left = PHONE_CODE_MAX_ATTEMPTS - claimed.attempts
    throw codeError(
      left > 0
        ? `This code is not valid. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : 'This code is not valid. Ask for a new one.',
    )
  }
  await db.transaction(async (tx) => {
    await tx.update(phoneCertifications).set({ usedAt: now }).where(eq(phoneCertifications.id, pending.id))
    // Only the number the code was sent to: a phone changed meanwhile stays uncertified.
    await tx
      .update(users)
      .set({ phoneVerified: true })
      .where(and(eq(users.id, userId), eq(users.phone, pending.phone)))
  })
  return { phone: user.phone, phone_verified: true }
}

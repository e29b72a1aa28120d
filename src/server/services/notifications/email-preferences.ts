import { createHash, randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import {
  isOptionalEmailCategory,
  OPTIONAL_EMAIL_CATEGORIES,
  type EmailCategory,
  type EmailPreference,
  type OptionalEmailCategory,
} from '../../../domain/email-categories'
import type { Database } from '../../db/client'
import { emailOptOuts, emailUnsubscribeTokens, users } from '../../db/schema'
import {
  EMAIL_TEMPLATE_CATEGORIES,
  TIME_ZONE_KEY,
  UNSUBSCRIBE_TOKEN_KEY,
  type EmailTemplateName,
} from '../../mail/email-templates'
import { enqueueEmail, type OutboxEmail } from '../outbox/outbox'

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Whether `userId` wants emails of `category`: account and booking updates always; news is the newsletter consent;
 * the others unless turned off. Read in the caller's transaction, next to the change the email tells of.
 */
export async function emailAllowed(tx: Database, userId: number, category: EmailCategory): Promise<boolean> {
  if (!isOptionalEmailCategory(category)) return true
  if (category === 'news') {
    const [user] = await tx.select({ newsletter: users.newsletter }).from(users).where(eq(users.id, userId))
    return user?.newsletter ?? false
  }
  const [optOut] = await tx
    .select({ category: emailOptOuts.category })
    .from(emailOptOuts)
    .where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.category, category)))
  return !optOut
}

/** The user's switches as /d/account/notifications shows them: booking updates first, locked on. */
export async function emailPreferences(db: Database, userId: number): Promise<EmailPreference[]> {
  const [user] = await db.select({ newsletter: users.newsletter }).from(users).where(eq(users.id, userId))
  const off = new Set(
    (
      await db.select({ category: emailOptOuts.category }).from(emailOptOuts).where(eq(emailOptOuts.userId, userId))
    ).map((row) => row.category),
  )
  return [
    { category: 'booking_updates', enabled: true, locked: true },
    ...OPTIONAL_EMAIL_CATEGORIES.map((category) => ({
      category,
      enabled: category === 'news' ? (user?.newsletter ?? false) : !off.has(category),
      locked: false,
    })),
  ]
}

/** Turns categories on or off; the others stay as they are. */
export async function setEmailPreferences(
  db: Database,
  userId: number,
  changes: Partial<Record<OptionalEmailCategory, boolean>>,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const category of OPTIONAL_EMAIL_CATEGORIES) {
      const enabled = changes[category]
      if (enabled === undefined) continue
      if (category === 'news') await tx.update(users).set({ newsletter: enabled }).where(eq(users.id, userId))
      else if (enabled)
        await tx.delete(emailOptOuts).where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.category, category)))
      else await tx.insert(emailOptOuts).values({ userId, category }).onConflictDoNothing()
    }
  })
}

/**
 * Queues an email to a user unless they turned its category off (then nothing is queued: the in-app notification,
 * written by the caller, still tells them). It carries the user's time zone, so its moments read in their clock. An
 * email they may turn off gets its one-click unsubscribe token, kept hashed; the email carries it (its `secret` data
 * key is dropped once sent). Returns whether it was queued now (false too when the same event's email was already).
 */
export async function enqueueUserEmail(
  tx: Database,
  userId: number,
  email: OutboxEmail & { template: EmailTemplateName },
  now = new Date(),
): Promise<boolean> {
  const category = EMAIL_TEMPLATE_CATEGORIES[email.template]
  if (!(await emailAllowed(tx, userId, category))) return false
  const [user] = await tx.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId))
  const data: Record<string, unknown> = { ...email.data, [TIME_ZONE_KEY]: user?.timeZone ?? null }
  if (!isOptionalEmailCategory(category)) return enqueueEmail(tx, { ...email, data }, now)
  const token = randomBytes(32).toString('base64url')
  const queued = await enqueueEmail(tx, { ...email, data: { ...data, [UNSUBSCRIBE_TOKEN_KEY]: token } }, now)
  // An email already queued for this event keeps its own link: no second token for it.
  if (queued)
    await tx.insert(emailUnsubscribeTokens).values({ tokenHash: hashToken(token), userId, category, createdAt: now })
  return queued
}

/** What an unsubscribe link turns off (the confirmation page says it), or null for a link that is not ours. */
export async function unsubscribeLink(
  db: Database,
  token: string,
): Promise<{ category: OptionalEmailCategory; enabled: boolean } | null> {
  const [link] = await db
    .select({ userId: emailUnsubscribeTokens.userId, category: emailUnsubscribeTokens.category })
    .from(emailUnsubscribeTokens)
    .where(eq(emailUnsubscribeTokens.tokenHash, hashToken(token)))
  if (!link || !isOptionalEmailCategory(link.category)) return null
  return { category: link.category, enabled: await emailAllowed(db, link.userId, link.category) }
}

/** Follows an unsubscribe link: its category off for its user (again is fine). Null for a link that is not ours. */
export async function unsubscribe(db: Database, token: string): Promise<{ category: OptionalEmailCategory } | null> {
  const [link] = await db
    .select({ userId: emailUnsubscribeTokens.userId, category: emailUnsubscribeTokens.category })
    .from(emailUnsubscribeTokens)
    .where(eq(emailUnsubscribeTokens.tokenHash, hashToken(token)))
  if (!link || !isOptionalEmailCategory(link.category)) return null
  await setEmailPreferences(db, link.userId, { [link.category]: false })
  return { category: link.category }
}

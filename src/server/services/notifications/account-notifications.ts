import { eq } from 'drizzle-orm'
import { DEFAULT_LOCALE, isLocale } from '../../../domain/locales'
import type { Database } from '../../db/client'
import { campers, notifications, users } from '../../db/schema'
import type { AccountNotificationKind, AccountUpdateData } from '../../mail/templates/account-update-words'
import { enqueueEmail } from '../outbox/outbox'

/**
 * Tells a user of a decision on their listing or document, as machines/listing.notifications.ts and
 * machines/document.notifications.ts declare, or of a payout the provider answered: an in-app row and an email, in the caller's transaction, once per
 * `event` (the status change's history row).
 */
export async function notifyAccountChange(
  tx: Pick<Database, 'select' | 'insert'>,
  notice: {
    userId: number
    kind: AccountNotificationKind
    event: string
    camperId: number | null
    documentType: AccountUpdateData['documentType']
    reason: string | null
    path: string
    amount?: { amount: number; currency: string }
    /** A document's expiration date, yyyy-MM-dd. */
    expiresOn?: string | null
  },
  now: Date,
): Promise<void> {
  const [recipient] = await tx
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(eq(users.id, notice.userId))
  if (!recipient) return
  const [camper] = notice.camperId
    ? await tx.select({ title: campers.title }).from(campers).where(eq(campers.id, notice.camperId))
    : []
  const data: AccountUpdateData = {
    camperTitle: camper?.title ?? null,
    documentType: notice.documentType,
    reason: notice.reason,
    path: notice.path,
    ...notice.amount,
    ...(notice.expiresOn && { expiresOn: notice.expiresOn }),
  }
  await tx
    .insert(notifications)
    .values({ userId: notice.userId, kind: notice.kind, event: notice.event, data: { ...data }, createdAt: now })
    .onConflictDoNothing()
  await enqueueEmail(
    tx,
    {
      event: `${notice.event}:${notice.kind}`,
      recipient: recipient.email,
      template: 'account_update',
      data: { ...data, kind: notice.kind, firstName: recipient.firstName },
      locale: isLocale(recipient.locale) ? recipient.locale : DEFAULT_LOCALE,
    },
    now,
  )
}

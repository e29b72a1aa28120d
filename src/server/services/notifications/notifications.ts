import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { Locale } from '../../../domain/locales'
import type { Database } from '../../db/client'
import { notifications, users } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { mailI18n } from '../../mail/mail-i18n'
import { noticeWords } from '../../mail/templates/notice-words'

/**
 * The signed-in user's notifications, newest first, worded in the reader's language and time zone (as it is now, not
 * when the notice was written) from the same words as their emails, with the unread count the bell shows.
 */
export async function listNotifications(db: Database, userId: number, locale: Locale, page: number, pageSize: number) {
  const mine = eq(notifications.userId, userId)
  const [rows, [total], [unread], [reader], i18n] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(notifications).where(mine),
    db
      .select({ value: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.readAt))),
    db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)),
    mailI18n(locale),
  ])
  return {
    count: total!.value,
    unread_count: unread!.value,
    results: rows.map((row) => {
      const words = noticeWords(i18n, row.kind, { ...row.data, timeZone: reader?.timeZone ?? null })
      return {
        id: row.id,
        kind: row.kind,
        booking_id: row.bookingId,
        title: words.title,
        body: words.body,
        path: String(row.data.path),
        created_at: row.createdAt.toISOString(),
        read_at: row.readAt?.toISOString() ?? null,
      }
    }),
  }
}

/** Marks one of the user's notifications read (again is harmless); someone else's or an unknown one is a 404. */
export async function markNotificationRead(db: Database, userId: number, id: number, now = new Date()) {
  const [found] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
  if (!found) throw ApiError.notFound()
  if (!found.readAt)
    await db
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.id, id), isNull(notifications.readAt)))
}

/** Marks every unread notification of the user read. */
export async function markAllNotificationsRead(db: Database, userId: number, now = new Date()) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
}

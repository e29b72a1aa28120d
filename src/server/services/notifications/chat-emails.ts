import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { CHAT_EMAIL_DELAY_MS, CHAT_EMAIL_MAX_AGE_MS, CHAT_EMAIL_MESSAGES } from '../../../domain/chat-rules'
import { DEFAULT_LOCALE, isLocale } from '../../../domain/locales'
import type { Database } from '../../db/client'
import { campers, chatMessages, chats, users } from '../../db/schema'
import type { ChatUnreadEmailData } from '../../mail/templates/chat-unread-email'
import { enqueueUserEmail } from './email-preferences'

/** One email per burst: the conversation, its recipient and the burst's first unread message. */
const burstEvent = (chatId: number, firstMessageId: number) => `chat_unread:${chatId}:${firstMessageId}`

/**
 * Emails the messages still unread CHAT_EMAIL_DELAY_MS after the first of their burst was sent (the timers job runs it
 * each minute): one email per conversation and recipient, quoting the latest messages, in the recipient's language.
 * A burst is emailed once (the outbox's unique event); messages after it, still unread, join no new email until the
 * recipient has read the conversation. Returns how many emails were queued.
 */
export async function runChatEmails(db: Database, now = new Date()): Promise<number> {
  const due = new Date(now.getTime() - CHAT_EMAIL_DELAY_MS)
  const oldest = new Date(now.getTime() - CHAT_EMAIL_MAX_AGE_MS)
  const bursts = (await db.execute(sql`
    SELECT m.chat_id, m.sender_id, min(m.id) AS first_id
    FROM chat_messages m
    WHERE m.read_at IS NULL
    GROUP BY m.chat_id, m.sender_id
    HAVING min(m.sent_at) <= ${due.toISOString()} AND min(m.sent_at) > ${oldest.toISOString()}
      AND NOT EXISTS (
        SELECT 1 FROM outbox o WHERE o.event = 'chat_unread:' || m.chat_id || ':' || min(m.id)
      )
    ORDER BY m.chat_id
  `)) as unknown as { rows: Array<{ chat_id: number; sender_id: number; first_id: number }> }
  let queued = 0
  for (const burst of bursts.rows) {
    const [chat] = await db
      .select({ chat: chats, camperTitle: campers.title })
      .from(chats)
      .innerJoin(campers, eq(campers.id, chats.camperId))
      .where(eq(chats.id, burst.chat_id))
    if (!chat) continue
    const recipientId = chat.chat.guestId === burst.sender_id ? chat.chat.ownerId : chat.chat.guestId
    const people = await db
      .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(inArray(users.id, [recipientId, burst.sender_id]))
    const recipient = people.find((person) => person.id === recipientId)
    const sender = people.find((person) => person.id === burst.sender_id)
    if (!recipient || !sender || recipient.id === sender.id) continue
    const latest = await db
      .select({ body: chatMessages.body, sentAt: chatMessages.sentAt })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.chatId, burst.chat_id),
          eq(chatMessages.senderId, burst.sender_id),
          isNull(chatMessages.readAt),
        ),
      )
      .orderBy(desc(chatMessages.id))
      .limit(CHAT_EMAIL_MESSAGES + 1)
    const data: ChatUnreadEmailData = {
      firstName: recipient.firstName,
      senderName: sender.firstName,
      camperTitle: chat.camperTitle,
      messages: latest
        .slice(0, CHAT_EMAIL_MESSAGES)
        .reverse()
        .map((message) => ({ body: message.body, sentAt: message.sentAt.toISOString() })),
      more: latest.length > CHAT_EMAIL_MESSAGES,
      path: `/d/chats/${burst.chat_id}`,
    }
    const sent = await enqueueUserEmail(
      db,
      recipient.id,
      {
        event: burstEvent(burst.chat_id, burst.first_id),
        recipient: recipient.email,
        template: 'chat_unread',
        data: { ...data },
        locale: isLocale(recipient.locale) ? recipient.locale : DEFAULT_LOCALE,
      },
      now,
    )
    if (sent) queued += 1
  }
  return queued
}

import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * Messages to deliver, written in the same transaction as the change that causes them: a change that rolls back
 * leaves no message, and a committed change always has its message. The delivery job
 * (src/server/services/outbox/outbox-delivery.ts) sends them.
 *
 * Status: pending (due at `next_attempt_at`) → sending (the attempt is recorded, the send under way) → sent, or back
 * to pending after a refusal, or dead after the last try or an interrupted send (never retried: it may have left).
 * The statechart machines/outbox-delivery.machine.ts decides each change.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** What caused the message, e.g. `password_reset:42`: one message per (event, recipient, channel). */
    event: text('event').notNull(),
    /** email only so far. */
    channel: text('channel').notNull().default('email'),
    /** The address the message goes to. */
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    /** What the template needs, fixed when the event happened. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    locale: text('locale').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** When the current attempt started: a row still sending long after it was interrupted by a crash. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('outbox_event_recipient_channel_key').on(table.event, table.recipient, table.channel),
    index('outbox_status_next_attempt_at_idx').on(table.status, table.nextAttemptAt),
  ],
)

export type OutboxRow = typeof outbox.$inferSelect

import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The built-in mail sandbox's inbox: every email Roam would have sent, kept so that `/sandbox/mail` shows a demo
 * user (and the end-to-end tests) what they would receive. Nothing leaves the machine.
 */
export const sandboxMails = pgTable(
  'sandbox_mails',
  {
    id: serial('id').primaryKey(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Headers beyond From/To/Subject, as an SMTP server would receive them (List-Unsubscribe, …). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_mails_created_at_idx').on(table.createdAt)],
)

export type SandboxMailRow = typeof sandboxMails.$inferSelect

import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The contacts of the built-in mailing-list sandbox (the stand-in for Brevo): kept in the database
 * so that a second sign-up with the same address is a duplicate, across restarts and processes.
 */
export const mailingListContacts = pgTable('mailing_list_contacts', {
  id: serial('id').primaryKey(),
  /** Lower-cased: the provider treats addresses case-insensitively. */
  email: text('email').notNull().unique(),
  listIds: integer('list_ids').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export type MailingListContactRow = typeof mailingListContacts.$inferSelect

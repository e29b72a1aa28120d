import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * The guest's wallet at the payment provider (spec 2 §9 "bank transfer wallet"), opened on first use: its permanent
 * IBAN (the provider's banking alias) is kept here so the payment page shows it without asking the provider. The
 * balance lives at the provider only.
 */
export const guestWallets = pgTable('guest_wallets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  providerWalletId: text('provider_wallet_id').notNull().unique(),
  iban: text('iban').notNull(),
  bic: text('bic').notNull(),
  holder: text('holder').notNull(),
  currency: text('currency').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export type GuestWalletRow = typeof guestWallets.$inferSelect

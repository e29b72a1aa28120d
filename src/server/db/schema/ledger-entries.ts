import { sql } from 'drizzle-orm'
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { LEDGER_ACCOUNTS, LEDGER_MOVEMENTS } from '../../../domain/ledger'
import { bookings } from './bookings'
import { payments } from './payments'
import { payouts } from './payouts'
import { users } from './users'

const inList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ')

/**
 * One leg of a movement of money (src/domain/ledger.ts): the legs of one movement share its `movement_key` and add up
 * to zero. The key names what caused it (a payment, a payout, a booking's settlement), and one leg per account and key
 * makes writing a movement twice (a retry, a second process) a no-op. Written in the transaction of its cause; never
 * updated or deleted.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    movementKey: text('movement_key').notNull(),
    movement: text('movement', { enum: LEDGER_MOVEMENTS }).notNull(),
    account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
    /** Minor units of `currency`: debits positive, credits negative. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    guestId: integer('guest_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    payoutId: integer('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_entries_movement_account_idx').on(table.movementKey, table.account),
    index('ledger_entries_booking_idx').on(table.bookingId),
    index('ledger_entries_owner_idx').on(table.ownerId, table.account),
    index('ledger_entries_guest_idx').on(table.guestId),
    check('ledger_entries_movement_check', sql.raw(`movement IN (${inList(LEDGER_MOVEMENTS)})`)),
    check('ledger_entries_account_check', sql.raw(`account IN (${inList(LEDGER_ACCOUNTS)})`)),
  ],
)
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect

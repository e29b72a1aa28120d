import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { PAYMENT_STATUSES } from '../../../domain/payment-rules'
import { UBO_DECLARATION_STATUSES } from '../../../domain/payout-rules'
import { bookings } from './bookings'
import { users } from './users'

const inList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ')

/**
 * The bank accounts an owner registered for payouts (/3/mangopay/iban/). The payment provider keeps the
 * IBAN itself; we keep its id. The newest row is the account payouts go to.
 */
export const payoutBankAccounts = pgTable(
  'payout_bank_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerBankAccountId: text('provider_bank_account_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payout_bank_accounts_user_idx').on(table.userId, table.createdAt)],
)

/** A business account's declaration of its ultimate beneficial owners (one per user), status as the provider's letter. */
export const uboDeclarations = pgTable(
  'ubo_declarations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: UBO_DECLARATION_STATUSES }).notNull().default('C'),
    /** The provider's id of the last submission. */
    providerDeclarationId: text('provider_declaration_id'),
    refusedReason: text('refused_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('ubo_declarations_status_check', sql.raw(`status IN (${inList(UBO_DECLARATION_STATUSES)})`))],
)

/** One ultimate beneficial owner of a declaration (at most MAX_UBOS, enforced by the service). */
export const ubos = pgTable(
  'ubos',
  {
    id: serial('id').primaryKey(),
    declarationId: integer('declaration_id')
      .notNull()
      .references(() => uboDeclarations.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    /** ISO 3166-1 alpha-2, upper case (also nationality and birthplace_country). */
    country: text('country').notNull(),
    nationality: text('nationality').notNull(),
    birthday: date('birthday').notNull(),
    birthplaceCity: text('birthplace_city').notNull(),
    birthplaceCountry: text('birthplace_country').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ubos_declaration_idx').on(table.declarationId)],
)

/**
 * What an owner was really paid for a booking: its owner share (price_owner), paid out by the payouts job
 * after the trip ended. One per booking; `provider_key` is the provider's idempotency key, so a retry never pays twice.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => payoutBankAccounts.id, { onDelete: 'restrict' }),
    /** Minor units of `currency`. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('CREATED'),
    providerKey: text('provider_key').notNull().unique(),
    providerPayoutId: text('provider_payout_id').unique(),
    resultCode: text('result_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payouts_owner_idx').on(table.ownerId, table.createdAt),
    check('payouts_amount_check', sql`${table.amount} >= 0`),
    check('payouts_status_check', sql.raw(`status IN (${inList(PAYMENT_STATUSES)})`)),
  ],
)

/** The owner's tax identification number (documents-owner/tax_identification_number), one per user. */
export const taxIdentifications = pgTable('tax_identifications', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The country of tax residence, ISO 3166-1 alpha-2: it decides the number's format (domain/payout-rules). */
  country: text('country').notNull(),
  number: text('number').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The payout sandbox's own books (the provider's side): bank accounts with their full IBAN, payouts, UBO submissions. */
export const payoutSandboxBankAccounts = pgTable('payout_sandbox_bank_accounts', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull(),
  iban: text('iban').notNull(),
  bic: text('bic').notNull(),
  holderName: text('holder_name').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  postalCode: text('postal_code').notNull(),
  country: text('country').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const payoutSandboxPayouts = pgTable('payout_sandbox_payouts', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  bankAccountId: text('bank_account_id').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  resultCode: text('result_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const payoutSandboxUboDeclarations = pgTable('payout_sandbox_ubo_declarations', {
  id: text('id').primaryKey(),
  /** A, then V or R once decideAt passed (or a sandbox call decided). */
  status: text('status').notNull(),
  /** R when one of the declared owners is a minor. */
  verdict: text('verdict').notNull(),
  refusedReason: text('refused_reason'),
  decideAt: timestamp('decide_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export type PayoutBankAccountRow = typeof payoutBankAccounts.$inferSelect
export type UboDeclarationRow = typeof uboDeclarations.$inferSelect
export type UboRow = typeof ubos.$inferSelect
export type PayoutRow = typeof payouts.$inferSelect
export type TaxIdentificationRow = typeof taxIdentifications.$inferSelect

import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { BankWireDetails } from '../../providers/payments/payment-provider'
import { PAYMENT_METHODS, PAYMENT_REASONS, PAYMENT_STATES, PAYMENT_STATUSES } from '../../../domain/payment-rules'
import { bookings } from './bookings'
import { users } from './users'

const inList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ')

/** A card the guest registered with the payment provider: we keep its provider id and masked number only. */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerCardId: text('provider_card_id').notNull().unique(),
    /** e.g. 497010XXXXXX4406 */
    alias: text('alias').notNull(),
    /** MMYY */
    expiry: text('expiry').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_cards_user_id_idx').on(table.userId)],
)

/**
 * One charge (or refund) of a booking: a single payment, or one instalment of card_2 / cred_4.
 * `provider_key` is the idempotency key the provider gets, so re-sending a charge after a crash never charges twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    /** Set when the payment is for an extension of the booking (the extensions slice's table). */
    extensionId: integer('extension_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reason: text('reason', { enum: PAYMENT_REASONS }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    instalmentNumber: smallint('instalment_number').notNull().default(1),
    instalmentCount: smallint('instalment_count').notNull().default(1),
    /** Minor units of `currency`. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('CREATED'),
    state: text('state', { enum: PAYMENT_STATES }).notNull().default('select'),
    cardId: integer('card_id').references(() => paymentCards.id, { onDelete: 'restrict' }),
    /** Where the provider sends the browser back after 3-D Secure or a hosted page. */
    returnUrl: text('return_url'),
    /** The mbway phone number. */
    phoneNumber: text('phone_number'),
    providerKey: text('provider_key').notNull().unique(),
    providerPaymentId: text('provider_payment_id').unique(),
    providerRedirectUrl: text('provider_redirect_url'),
    /** A transfer: the provider's account and wire reference the guest sends the money to. */
    bankWire: jsonb('bank_wire').$type<BankWireDetails>(),
    /** A spec 2 §8 provider code (MPG_CARD_EXPIRED, ...) when the payment failed. */
    errorCode: text('error_code'),
    /** Later instalments: the first instalment of the same plan; they are charged only once it succeeded. */
    firstPaymentId: integer('first_payment_id'),
    /** Later instalments: the day the payments job charges them. */
    dueOn: date('due_on'),
    /** For a refund: the payment it gives money back from. */
    refundOfId: integer('refund_of_id'),
    /**
     * The owner's part of this charge in minor units, frozen when it succeeded: the booking's owner share on its first
     * charge, an extension's earnings on its charge, 0 on an upgrade; null on refunds and later instalments. Payouts pay it.
     */
    ownerShare: integer('owner_share'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_booking_id_idx').on(table.bookingId),
    index('payments_due_idx')
      .on(table.dueOn)
      .where(sql`state = 'to_come'`),
    index('payments_unsettled_idx')
      .on(table.updatedAt)
      .where(sql`status = 'CREATED' AND state <> 'to_come'`),
    // At most one live first payment per booking (or extension): the database refuses a second charge.
    uniqueIndex('payments_one_live_charge_idx')
      .on(table.bookingId, sql`coalesce(${table.extensionId}, 0)`, table.instalmentNumber)
      .where(sql`reason IN ('booking', 'extension') AND status <> 'FAILED' AND state <> 'cancel'`),
    check('payments_amount_check', sql`${table.amount} > 0`),
    check('payments_owner_share_check', sql`${table.ownerShare} >= 0`),
    check('payments_instalment_check', sql`${table.instalmentNumber} BETWEEN 1 AND ${table.instalmentCount}`),
    check('payments_status_check', sql.raw(`status IN (${inList(PAYMENT_STATUSES)})`)),
    check('payments_state_check', sql.raw(`state IN (${inList(PAYMENT_STATES)})`)),
    check('payments_reason_check', sql.raw(`reason IN (${inList(PAYMENT_REASONS)})`)),
    check('payments_method_check', sql.raw(`method IN (${inList(PAYMENT_METHODS)})`)),
  ],
)

/** The checkout's billing details (spec 2 §3 payment summary), one row per booking. */
export const paymentBillingDetails = pgTable('payment_billing_details', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  zipcode: text('zipcode').notNull(),
  /** ISO 3166-1 alpha-2 codes. */
  country: text('country').notNull(),
  countryOfResidence: text('country_of_residence').notNull(),
  nationality: text('nationality').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * An Idempotency-Key a user sent with a money-moving call: the first request's hash and, once it
 * finished, its answer, which every retry with the same key gets back.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of the method, path and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    responseStatus: smallint('response_status'),
    /** The first answer (result or error); its shape belongs to services/payments/idempotency.ts, above the schema. */
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
)

export type PaymentRow = typeof payments.$inferSelect
export type NewPaymentRow = typeof payments.$inferInsert
export type PaymentCardRow = typeof paymentCards.$inferSelect
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect

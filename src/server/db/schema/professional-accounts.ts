import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { professionalTypeEnum, users } from './users'

/** The company of a professional account (/v4/users/me/company/): one per user. */
export const companies = pgTable('companies', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: professionalTypeEnum('type').notNull(),
  name: text('name').notNull(),
  registrationNumber: text('registration_number').notNull(),
  vatNumber: text('vat_number'),
  address: text('address').notNull(),
  zipcode: text('zipcode').notNull(),
  city: text('city').notNull(),
  /** ISO 3166-1 alpha-2, upper case. */
  country: text('country').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The person legally responsible for a professional account (/v4/users/me/legal/): one per user. */
export const legalOwners = pgTable('legal_owners', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  bornedOn: date('borned_on').notNull(),
  /** ISO 3166-1 alpha-2, upper case. */
  nationality: text('nationality').notNull(),
  countryOfResidence: text('country_of_residence').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export type CompanyRow = typeof companies.$inferSelect
export type LegalOwnerRow = typeof legalOwners.$inferSelect

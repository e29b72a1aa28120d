import { boolean, date, index, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'

export const professionalTypeEnum = pgEnum('professional_type', [
  'SOLETRADER',
  'BUSINESS',
  'PARTNERSHIP_DE',
  'PARTNERSHIP_NL',
])

/** Spec 1 §3 User. `is_owner` follows from having a camper; it is stored so lists and menus need no join. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    isOwner: boolean('is_owner').notNull().default(false),
    isStaff: boolean('is_staff').notNull().default(false),
    isPro: boolean('is_pro').notNull().default(false),
    professionalType: professionalTypeEnum('professional_type'),
    phone: text('phone'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    bornedOn: date('borned_on'),
    locale: text('locale').notNull().default('en'),
    /** IANA name (Europe/Paris) the emails and notices write moments in; null until the web app reports one. */
    timeZone: text('time_zone'),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    profilePictureUrl: text('profile_picture_url'),
    description: text('description'),
    /** Consent to the newsletter given at sign-up; the mailing-list provider reads it. */
    newsletter: boolean('newsletter').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the owner of `email` proved it by opening the emailed link; null until then. Sign-up is the one path that
     * writes null: rows made any other way (the seed, staff tools) are people Roam already knows, so the default says
     * verified.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }).defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_is_owner_idx').on(table.isOwner),
  ],
)

export type UserRow = typeof users.$inferSelect
export type NewUserRow = typeof users.$inferInsert

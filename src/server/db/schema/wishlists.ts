import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { campers } from './campers'
import { users } from './users'

/** Spec 1 §3 Wishlist: a named list of campers; the random slug is the sharing link. */
export const wishlists = pgTable(
  'wishlists',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('wishlists_user_id_idx').on(table.userId)],
)

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    camperId: integer('camper_id')
      .notNull()
      .references(() => campers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.wishlistId, table.camperId] }),
    index('wishlist_items_camper_id_idx').on(table.camperId),
  ],
)

export type WishlistRow = typeof wishlists.$inferSelect
export type NewWishlistRow = typeof wishlists.$inferInsert

import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { bytea } from './bytea'
import { users } from './users'

/**
 * Uploaded profile pictures, kept in the database like insurance documents so every API process
 * serves the same bytes. Public (avatars show them to anyone) at /api/media/pictures/{id}.{ext}.
 */
export const profilePictures = pgTable('profile_pictures', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

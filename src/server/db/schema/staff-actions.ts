import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { STAFF_TARGET_TYPES } from '../../../domain/staff-queries'
import { users } from './users'

/**
 * The staff audit log: one row per staff action (log-as, document decision, booking cancel, moderation…),
 * who did what to which target and when. Rows are only ever added.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** A short snake_case verb: log_as, document_validate, document_refuse, booking_cancel… */
    action: text('action').notNull(),
    targetType: text('target_type', { enum: STAFF_TARGET_TYPES }).notNull(),
    // No foreign key: the target may be any table, and the log outlives what it points at.
    targetId: integer('target_id').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_actions_created_at_idx').on(table.createdAt),
    index('staff_actions_staff_id_idx').on(table.staffId),
    index('staff_actions_target_idx').on(table.targetType, table.targetId),
  ],
)

export type StaffActionRow = typeof staffActions.$inferSelect
export type NewStaffActionRow = typeof staffActions.$inferInsert

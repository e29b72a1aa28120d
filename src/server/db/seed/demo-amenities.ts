import { sql } from 'drizzle-orm'
import { AMENITY_CATEGORIES } from '../../../domain/camper-amenities'
import type { Amenity, AmenityCategory } from '../../../domain/camper-amenities'
import { hashString } from '../../../domain/stable-hash'
import type { Database } from '../client'
import { campers } from '../schema'
import { chunks } from './chunks'

type Equipments = Record<AmenityCategory, Amenity[]>

// Indexed by vehicle type (spec 1 §9): 1 lowprofile … 7 other. Coachbuilt bodies carry a full bathroom, vans a porta-potti.
const MOTORHOME: Equipments = {
  kitchen: ['fridge', 'gas_hob', 'sink', 'cookware', 'crockery'],
  bedding: ['fixed_bed', 'duvets', 'pillows'],
  bathroom: ['shower', 'toilet', 'hot_water'],
  comfort: ['heating', 'usb_sockets'],
  outdoor: ['awning', 'camping_chairs', 'camping_table'],
}
const VAN: Equipments = {
  kitchen: ['fridge', 'gas_hob', 'sink', 'cookware'],
  bedding: ['convertible_bed', 'duvets', 'pillows'],
  bathroom: ['portable_toilet'],
  comfort: ['heating', 'usb_sockets', 'blackout_curtains'],
  outdoor: ['camping_chairs', 'camping_table'],
}
const BASE: Record<number, Equipments> = {
  1: MOTORHOME,
  2: { ...MOTORHOME, bedding: ['fixed_bed', 'cab_over_bed', 'duvets', 'pillows'] },
  3: { ...MOTORHOME, comfort: ['heating', 'usb_sockets', 'drop_down_bed', 'tv'] },
  4: VAN,
  5: { ...VAN, kitchen: ['cool_box', 'camping_stove', 'cookware'], bathroom: [] },
  6: {
    ...MOTORHOME,
    kitchen: ['fridge', 'gas_hob', 'sink', 'crockery'],
    outdoor: ['awning', 'camping_chairs', 'leveling_blocks'],
  },
  7: VAN,
}
// Optional extras: each camper gets a stable subset, so two listings of one type still differ.
const EXTRAS: Equipments = {
  kitchen: ['coffee_maker', 'oven', 'microwave'],
  bedding: ['sleeping_bags', 'bed_linen'],
  bathroom: ['towels', 'outdoor_shower'],
  comfort: ['air_conditioning', 'solar_panel', 'inverter', 'wifi'],
  outdoor: ['bike_rack', 'barbecue', 'roof_box', 'beach_umbrella'],
}

/** A realistic demo list derived from the type and the id, so two listings of one type still differ. */
function demoAmenities(camperId: number, vehicleType: number): Amenity[] {
  const base = BASE[vehicleType] ?? VAN
  const bits = hashString(`camper-${camperId}`)
  let bit = 0
  return AMENITY_CATEGORIES.flatMap((category) => {
    const extras = EXTRAS[category].filter(() => ((bits >>> (bit++ % 32)) & 1) === 1)
    return [...base[category], ...extras]
  })
}

/** Gives every demo camper still without equipment its demo list (one statement per chunk of campers). */
export async function seedDemoAmenities(db: Database): Promise<void> {
  const rows = await db
    .select({ id: campers.id, vehicleType: campers.vehicleType })
    .from(campers)
    .where(sql`cardinality(${campers.amenities}) = 0`)
  for (const part of chunks(rows)) {
    const lists = Object.fromEntries(part.map((row) => [row.id, demoAmenities(row.id, row.vehicleType)]))
    await db.execute(sql`
      UPDATE campers SET amenities = ARRAY(SELECT jsonb_array_elements_text(list.value))
      FROM jsonb_each(${JSON.stringify(lists)}::jsonb) AS list
      WHERE campers.id = list.key::int`)
  }
}

import { hashString } from '../../../domain/stable-hash'

/** The equipment categories a listing page shows, in display order. */
export const EQUIPMENT_CATEGORIES = ['kitchen', 'bedding', 'bathroom', 'comfort', 'outdoor'] as const
type Category = (typeof EQUIPMENT_CATEGORIES)[number]
type Equipments = Record<Category, string[]>

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

/** The schema has no equipment table yet: a realistic list derived from the type and the id, the same on every call. */
export function equipmentsFor(camperId: number, vehicleType: number): Equipments {
  const base = BASE[vehicleType] ?? VAN
  const bits = hashString(`camper-${camperId}`)
  let bit = 0
  const result = {} as Equipments
  for (const category of EQUIPMENT_CATEGORIES) {
    const extras = EXTRAS[category].filter(() => ((bits >>> (bit++ % 32)) & 1) === 1)
    result[category] = [...base[category], ...extras]
  }
  return result
}

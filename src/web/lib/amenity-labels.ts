import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Amenity, AmenityCategory } from '../../domain/camper-amenities'

const CATEGORY_LABELS = {
  kitchen: msg`Kitchen`,
  bedding: msg`Bedding`,
  bathroom: msg`Bathroom`,
  comfort: msg`Comfort`,
  outdoor: msg`Outdoor`,
} satisfies Record<AmenityCategory, unknown>

const AMENITY_LABELS = {
  fridge: msg`Fridge`,
  cool_box: msg`Cool box`,
  gas_hob: msg`Gas hob`,
  camping_stove: msg`Camping stove`,
  oven: msg`Oven`,
  microwave: msg`Microwave`,
  sink: msg`Sink`,
  coffee_maker: msg`Coffee maker`,
  cookware: msg`Pots and pans`,
  crockery: msg`Crockery and cutlery`,
  fixed_bed: msg`Fixed bed`,
  convertible_bed: msg`Convertible bed`,
  cab_over_bed: msg`Over-cab bed`,
  duvets: msg`Duvets`,
  pillows: msg`Pillows`,
  bed_linen: msg`Bed linen`,
  sleeping_bags: msg`Sleeping bags`,
  shower: msg`Shower`,
  outdoor_shower: msg`Outdoor shower`,
  toilet: msg`Toilet`,
  portable_toilet: msg`Portable toilet`,
  hot_water: msg`Hot water`,
  towels: msg`Towels`,
  heating: msg`Heating`,
  air_conditioning: msg`Air conditioning`,
  usb_sockets: msg`USB sockets`,
  inverter: msg`Power inverter`,
  solar_panel: msg`Solar panel`,
  wifi: msg`Wi-Fi`,
  tv: msg`TV`,
  drop_down_bed: msg`Drop-down bed`,
  blackout_curtains: msg`Blackout curtains`,
  awning: msg`Awning`,
  camping_chairs: msg`Camping chairs`,
  camping_table: msg`Camping table`,
  barbecue: msg`Barbecue`,
  bike_rack: msg`Bike rack`,
  roof_box: msg`Roof box`,
  beach_umbrella: msg`Beach umbrella`,
  leveling_blocks: msg`Levelling blocks`,
} satisfies Record<Amenity, unknown>

// A key the web does not know yet (a newer server) shows as it is rather than disappearing.
export const amenityCategoryLabel = (i18n: I18n, category: string) =>
  category in CATEGORY_LABELS ? i18n._(CATEGORY_LABELS[category as AmenityCategory]) : category

export const amenityLabel = (i18n: I18n, key: string) =>
  key in AMENITY_LABELS ? i18n._(AMENITY_LABELS[key as Amenity]) : key

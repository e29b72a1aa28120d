// Spec 2 §3 Insurance and §6 buy-back: how a reinforced insurance lowers the deductibles. Pure.

/** By cover, how much less the guest pays on a claim with `reinforced` than with `current` (never below zero), minor units. */
export function deductibleReductions<K extends string>(current: Readonly<Record<K, number>>, reinforced: Readonly<Record<K, number>>): Record<K, number> {
  const covers = Object.keys(current) as K[]
  return Object.fromEntries(covers.map((cover) => [cover, Math.max(0, current[cover] - (reinforced[cover] ?? current[cover]))])) as Record<K, number>
}

/** The cover whose deductible a claim most often hits: the buy-back is sold on it. */
export const MAIN_DEDUCTIBLE_COVER = 'damage_to_vehicle'

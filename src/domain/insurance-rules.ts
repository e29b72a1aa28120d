// Spec 2 §3 Insurance and §6 buy-back: how a reinforced insurance lowers the deductibles. Pure.
import { toDecimal } from './stay-price'
import { decimalToMinor } from './payment-step'

/** By cover, how much less the guest pays on a claim with `reinforced` than with `current` (never below zero), minor units. */
export function deductibleReductions<K extends string>(
  current: Readonly<Record<K, number>>,
  reinforced: Readonly<Record<K, number>>,
): Record<K, number> {
  const covers = Object.keys(current) as K[]
  return Object.fromEntries(
    covers.map((cover) => [cover, Math.max(0, current[cover] - (reinforced[cover] ?? current[cover]))]),
  ) as Record<K, number>
}

/** The cover whose deductible a claim most often hits: the buy-back is sold on it. */
export const MAIN_DEDUCTIBLE_COVER = 'damage_to_vehicle'

type DeductibleDecimals = Readonly<Record<typeof MAIN_DEDUCTIBLE_COVER, string>>

/**
 * How much lower a buy-back insurance's main deductible is than the standard insurance's, both as the API writes them
 * (decimals of the insurance's currency, two places); null when it is not lower.
 */
export function buybackDeductibleReduction(standard: DeductibleDecimals, buyback: DeductibleDecimals): string | null {
  const cover = MAIN_DEDUCTIBLE_COVER
  const reduction = deductibleReductions(
    { [cover]: decimalToMinor(standard[cover]) },
    { [cover]: decimalToMinor(buyback[cover]) },
  )[cover]
  return reduction > 0 ? toDecimal(reduction) : null
}

/** The insurance the step starts on: the one the booking has when it is still offered, else the first offered. */
export const preselectedInsurance = (offered: readonly { slug: string }[], current: string | null | undefined) =>
  offered.find((choice) => choice.slug === current)?.slug ?? offered[0]?.slug

/**
 * Spec 2 §6 funnel insurance step: the standard insurances always; the reinforced ones, offered as the deductible buy-back,
 * only while the booking's is_buyback_available holds. `base` is the standard insurance of ours (not the owner's `none`)
 * the buy-back's lower deductibles are compared with.
 */
export function funnelInsuranceChoices<C extends { slug: string; is_reinforced: boolean }>(
  choices: readonly C[],
  buybackAvailable: boolean,
) {
  const standard = choices.filter((choice) => !choice.is_reinforced)
  return {
    standard,
    buyback: buybackAvailable ? choices.filter((choice) => choice.is_reinforced) : [],
    base: standard.find((choice) => choice.slug !== 'none') ?? null,
  }
}

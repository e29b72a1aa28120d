import type { Locale } from '../../../domain/locales'
import type { Env } from '../../env'
import { localized } from '../../http/request-locale'
import { PAYMENT_ERROR_TEXTS, paymentErrors } from './payment-errors'
import { STOREFRONTS } from './storefronts'
import { STOREFRONT_CURRENCY, type DisplayCurrency } from '../../../domain/currencies'

/** Second driver: a flat fee per booking, in minor units of the storefront's currency. */
export const SECOND_DRIVER_FEE: Record<DisplayCurrency, number> = { EUR: 1500, CHF: 1500, GBP: 1300, USD: 1700 }

/** The second driver fee in a booking's currency (minor units); a currency without its own fee pays the euro amount. */
export const secondDriverFee = (currency: string): number =>
  SECOND_DRIVER_FEE[currency as keyof typeof SECOND_DRIVER_FEE] ?? SECOND_DRIVER_FEE.EUR

/** The choices an owner gets for a listing's minimum rental and booking horizon (spec 2 §9). */
export const MIN_DAYS_FUTURE_RENTAL_CHOICES = [1, 2, 3, 4, 5, 6, 7, 10, 14]
export const MAX_MONTHS_FUTURE_RENTAL_CHOICES = [1, 2, 3, 6, 9, 12, 18, 24]
export const BOOKING_MIN_DAYS = 1

/** The referential of spec 1 §3 for one storefront locale. */
export function buildReferential(locale: Locale, env: Env) {
  const storefront = STOREFRONTS[locale]
  const currency = STOREFRONT_CURRENCY[locale]
  return {
    lang: locale,
    phone_number: storefront.phone,
    can_publish_camper: env.CAN_PUBLISH_CAMPER,
    payment_type_available: storefront.payments,
    second_driver_fees: { amount: SECOND_DRIVER_FEE[currency], currency },
    min_days_future_rental_choices: MIN_DAYS_FUTURE_RENTAL_CHOICES,
    max_months_future_rental_choices: MAX_MONTHS_FUTURE_RENTAL_CHOICES,
    booking_min_days: BOOKING_MIN_DAYS,
    payment_errors: paymentErrors(localized(PAYMENT_ERROR_TEXTS, locale)),
  }
}

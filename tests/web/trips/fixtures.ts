import { state } from '../support/state'

export function signedIn() {
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = {
    id: 2,
    email: 'guest@roam.test',
    first_name: 'Lena',
    is_owner: false,
    is_staff: false,
    is_pro: false,
  }
}

const noPermissions = {
  can_snooze: false,
  can_cancel: false,
  can_refuse: false,
  can_validate: false,
  can_pay: false,
  can_update: false,
  can_create_extensions: false,
  is_buyback_available: false,
  is_rental_cover_available: false,
  can_accept: false,
}

export function trip(overrides: Record<string, unknown> = {}, permissions: Partial<typeof noPermissions> = {}) {
  return {
    id: 31,
    state: 'ACCEPTED',
    display_state: 'ACCEPTED',
    meta_state: 'todo',
    summary_state: 'PENDING',
    is_instant: false,
    date_from: '2027-07-01',
    date_to: '2027-07-08',
    hour_from: 14,
    hour_to: 12,
    date_time_from: '2027-07-01T14:00:00',
    date_time_to: '2027-07-08T12:00:00',
    travelers: 2,
    purpose: 'HOLIDAYS_COUPLE',
    message: 'Hello',
    price: '700.00',
    deposit: '1000.00',
    total_earnings: '665.00',
    currency: 'EUR',
    confirmed_on: null,
    acceptation_expired_on: null,
    owner_accept_expire_on: '2027-01-03T10:00:00Z',
    snoozed_until: null,
    cancel_reason: null,
    cancel_message: null,
    emergency_proof_in_validation: false,
    permissions: { ...noPermissions, ...permissions },
    extensions: { state: null, permissions: { can_create_extensions: false }, requests: [] },
    upgrades: {
      permissions: { can_add_second_driver: false, can_buy_back: false },
      requests: { second_driver: null, buyback: null },
    },
    camper: {
      id: 42,
      title: 'Blue Horizon Van',
      vehicle_type: 4,
      city: 'Nantes',
      country: 'FR',
      pickup_address: null,
      instant_booking_activated: false,
      photo: null,
    },
    guest: { id: 2, first_name: 'Lena' },
    owner: {
      id: 3,
      first_name: 'Oscar',
      is_pro: false,
      joined_on: '2020-03-01',
      answer_rate_as_owner: 92,
      phone: null,
    },
    created_at: '2026-12-01T10:00:00Z',
    updated_at: '2026-12-01T10:00:00Z',
    ...overrides,
  }
}

/** A guest's extension request: 2 days after and 200 km a day, in `state`, with what the guest may do. */
export function extension(state: string, permissions: Record<string, boolean> = {}) {
  return {
    id: 5,
    booking_id: 31,
    state,
    day_before: 0,
    day_after: 2,
    day_slide: 0,
    km_200: true,
    km_unlimited: false,
    date_from: '2027-07-01',
    date_to: '2027-07-10',
    currency: 'EUR',
    created_at: '',
    updated_at: '',
    price_total: '136.50',
    permissions: { can_validate: false, can_pay: false, can_cancel: false, can_delete: false, ...permissions },
  }
}

export function prices(overrides: Record<string, unknown> = {}) {
  return {
    booking_pk: 31,
    currency_used: 'EUR',
    currency_owner: 'EUR',
    date_from: '2027-07-01',
    date_to: '2027-07-08',
    hour_from: 14,
    hour_to: 12,
    nb_days: 7,
    km_option: 100,
    second_driver: false,
    insurance: 'serenity',
    cancel_insurance: true,
    rental_cover: false,
    coupon_code: null,
    options: [],
    price: '941.69',
    price_raw: '1160.32',
    price_rental: '760.00',
    price_discount: '114.00',
    price_discount_weekly: '76.00',
    price_discount_early: '38.00',
    price_km: '0.00',
    price_options: '0.00',
    price_second_driver: '0.00',
    price_fees: '37.40',
    price_insurance: '175.00',
    price_cancellation_insurance: '36.92',
    price_rental_cover: '0.00',
    price_coupon: '0.00',
    price_owner: '623.05',
    price_2x_first: '470.85',
    price_2x_second: '470.84',
    second_payment_date: '2027-06-01',
    price_4x: null,
    permissions: {},
    ...overrides,
  }
}

export const insurance = {
  slug: 'serenity',
  name: 'Serenity',
  is_reinforced: true,
  currency: 'EUR',
  price_per_day: '25.00',
  prices: {
    damage_to_vehicle: '18.90',
    damage_high_part: '4.90',
    burglary: '2.90',
    broken_glass: '1.90',
    objects_protection: '2.40',
  },
  deductibles: {
    damage_to_vehicle: '500.00',
    damage_high_part: '500.00',
    burglary: '500.00',
    broken_glass: '0.00',
    objects_protection: '150.00',
  },
  min_driver_age: 23,
  min_licence_years: 3,
}

export const refundPlan = {
  booking_pk: 31,
  plan: 'ON_TIME',
  on_time_until: '2027-06-01',
  paid: '700.00',
  refunded: '700.00',
  kept: '0.00',
  instalments_dropped: '0.00',
  currency: 'EUR',
}

const covers = (damage: string) => ({
  damage_to_vehicle: damage,
  damage_high_part: damage,
  burglary: damage,
  broken_glass: '0.00',
  objects_protection: '0.00',
})

/** The server's buy-back offer: Serenity for this 7-day trip, 91.00 more than the Essential insurance paid. */
export const buybackOffer = {
  insurance: 'serenity',
  name: 'Serenity',
  price: '91.00',
  currency: 'EUR',
  deductibles_before: covers('1500.00'),
  deductibles_after: covers('500.00'),
  deductible_reductions: covers('1000.00'),
}

/** A deductible buy-back request in `state`, with what the guest may do. */
export function buyback(state: string, permissions: Record<string, boolean> = {}) {
  return {
    id: 9,
    booking_id: 31,
    state,
    kind: 'buyback',
    second_driver: null,
    buyback: { insurance: 'serenity', previous_insurance: 'essential' },
    price: '91.00',
    currency: 'EUR',
    created_at: '',
    updated_at: '',
    permissions: { can_validate: false, can_pay: false, can_cancel: false, can_delete: false, ...permissions },
  }
}

// Answers of the booking funnel's calls, shaped as openapi/schema.d.ts says.
export function bookingFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: 7, state: 'CREATED', display_state: 'CREATED', meta_state: 'todo', summary_state: 'DONE', is_instant: false,
    date_from: '2027-07-01', date_to: '2027-07-08', hour_from: 14, hour_to: 12,
    date_time_from: '2027-07-01T14:00:00', date_time_to: '2027-07-08T12:00:00', travelers: 2, purpose: null, message: '',
    price: '941.69', deposit: '800.00', total_earnings: '623.05', currency: 'EUR', confirmed_on: null, acceptation_expired_on: null,
    owner_accept_expire_on: null, snoozed_until: null, cancel_reason: null, emergency_proof_in_validation: false,
    permissions: {
      can_snooze: false, can_cancel: true, can_refuse: false, can_validate: true, can_pay: false, can_update: false,
      can_create_extensions: true, is_buyback_available: true, is_rental_cover_available: true, can_accept: false,
    },
    camper: { id: 42, title: 'Blue Horizon Van', vehicle_type: 4, city: 'Nantes', country: 'FR', instant_booking_activated: false, photo: null },
    guest: { id: 2, first_name: 'Gus' },
    owner: { id: 3, first_name: 'Olivia', is_pro: false, joined_on: '2024-01-01', answer_rate_as_owner: 90 },
    created_at: '2026-11-01T10:00:00Z', updated_at: '2026-11-01T10:00:00Z',
    ...overrides,
  }
}

export function pricesFixture(overrides: Record<string, unknown> = {}) {
  return {
    booking_pk: 7, currency_used: 'EUR', currency_owner: 'EUR', date_from: '2027-07-01', date_to: '2027-07-08', hour_from: 14, hour_to: 12,
    nb_days: 7, km_option: 100, second_driver: false, insurance: 'serenity', cancel_insurance: false, rental_cover: false, coupon_code: null,
    options: [], price: '941.69', price_raw: '1160.32', price_rental: '760.00', price_discount: '114.00', price_discount_weekly: '76.00',
    price_discount_early: '38.00', price_km: '0.00', price_options: '0.00', price_second_driver: '0.00', price_fees: '37.40',
    price_insurance: '217.00', price_cancellation_insurance: '0.00', price_rental_cover: '0.00', price_coupon: '0.00', price_owner: '623.05',
    price_2x_first: '470.85', price_2x_second: '470.84', second_payment_date: '2027-06-01',
    price_4x: [
      { amount: '235.43', date: '2026-11-21' }, { amount: '235.42', date: '2026-12-21' },
      { amount: '235.42', date: '2027-01-20' }, { amount: '235.42', date: '2027-02-19' },
    ],
    permissions: { is_rental_cover_available: true },
    ...overrides,
  }
}

const covers = { damage_to_vehicle: '18.90', damage_high_part: '4.90', burglary: '2.90', broken_glass: '1.90', objects_protection: '2.40' }
const deductibles = { damage_to_vehicle: '500.00', damage_high_part: '500.00', burglary: '500.00', broken_glass: '0.00', objects_protection: '150.00' }

export const insurancesFixture = {
  camper_id: 42, date_from: '2027-07-01', date_to: '2027-07-08', nb_days: 7, currency: 'EUR',
  choices: [
    { slug: 'essential', name: 'Essential', is_reinforced: false, currency: 'EUR', price_per_day: '19.00', prices: covers, deductibles: { ...deductibles, damage_to_vehicle: '1500.00' }, min_driver_age: 21, min_licence_years: 2, price_total: '133.00' },
    { slug: 'serenity', name: 'Serenity', is_reinforced: true, currency: 'EUR', price_per_day: '31.00', prices: covers, deductibles, min_driver_age: 23, min_licence_years: 3, price_total: '217.00' },
  ],
}

export const summaryFixture = {
  first_name: 'Gus', last_name: 'Guest', street: '', city: '', zipcode: '', country: null, country_of_residence: null, nationality: null, payments: [],
}

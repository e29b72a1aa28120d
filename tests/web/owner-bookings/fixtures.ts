import { state } from '../support/state'

export function signedInAs(isOwner: boolean) {
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = {
    id: 3,
    email: 'owner@roam.test',
    first_name: 'Oscar',
    is_owner: isOwner,
    is_staff: false,
    is_pro: false,
    phone_verified: false,
    profile_picture: { url: null },
    moneyboxes: [],
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

/** A request of Lena's for Oscar's van, as the owner sees it. */
export function ownerBooking(overrides: Record<string, unknown> = {}, permissions: Partial<typeof noPermissions> = {}) {
  return {
    id: 31,
    state: 'VALIDATED',
    display_state: 'VALIDATED',
    meta_state: 'todo',
    summary_state: 'PENDING',
    is_instant: false,
    date_from: '2027-07-01',
    date_to: '2027-07-08',
    hour_from: 14,
    hour_to: 12,
    date_time_from: '2027-07-01T14:00:00',
    date_time_to: '2027-07-08T12:00:00',
    travelers: 3,
    purpose: 'HOLIDAYS_FAMILY',
    message: 'We are a family of three.',
    price: '941.69',
    deposit: '1000.00',
    total_earnings: '896.85',
    currency: 'EUR',
    confirmed_on: null,
    acceptation_expired_on: null,
    owner_accept_expire_on: new Date(Date.now() + (26 * 60 + 5) * 60_000 + 30_000).toISOString(),
    snoozed_until: null,
    cancel_reason: null,
    cancel_message: null,
    emergency_proof_in_validation: false,
    permissions: { ...noPermissions, ...permissions },
    extensions: { state: null, permissions: { can_create_extensions: false }, requests: [] },
    upgrades: { permissions: { can_add_second_driver: false }, requests: { second_driver: null } },
    camper: {
      id: 42,
      title: 'Blue Horizon Van',
      vehicle_type: 4,
      city: 'Nantes',
      country: 'FR',
      instant_booking_activated: false,
      photo: null,
    },
    guest: { id: 2, first_name: 'Lena' },
    owner: { id: 3, first_name: 'Oscar', is_pro: false, joined_on: '2020-03-01', answer_rate_as_owner: 92 },
    created_at: '2026-12-01T10:00:00Z',
    updated_at: '2026-12-01T10:00:00Z',
    ...overrides,
  }
}

/** The guest's extension request as the owner sees it: 2 more days (and unlimited km if asked), with what the owner earns. */
export function ownerExtension(
  state: string,
  permissions: { can_accept?: boolean; can_refuse?: boolean } = {},
  km_unlimited = false,
) {
  return {
    id: 5,
    booking_id: 31,
    state,
    day_before: 0,
    day_after: 2,
    day_slide: 0,
    km_200: false,
    km_unlimited,
    date_from: '2027-07-01',
    date_to: '2027-07-10',
    currency: 'EUR',
    created_at: '',
    updated_at: '',
    earnings: '145.35',
    permissions: { can_accept: false, can_refuse: false, ...permissions },
  }
}

export function ownerPrices(overrides: Record<string, unknown> = {}) {
  return {
    booking_pk: 31,
    currency_owner: 'EUR',
    date_from: '2027-07-01',
    date_to: '2027-07-08',
    hour_from: 14,
    hour_to: 12,
    nb_days: 7,
    km_option: 100,
    price_rental: '760.00',
    price_discount: '76.00',
    price_discount_weekly: '76.00',
    price_discount_early: '0.00',
    price_km: '0.00',
    price_options: '30.00',
    price_owner_gross: '714.00',
    commission_rate: 0.15,
    price_commission: '107.10',
    price_owner: '606.90',
    price: '941.69',
    price_fees: '35.70',
    price_second_driver: '0.00',
    price_insurance: '175.00',
    price_cancellation_insurance: '0.00',
    price_rental_cover: '0.00',
    price_coupon: '0.00',
    settlement: { state: 'ESTIMATE', amount: '606.90' },
    ...overrides,
  }
}

export const ownerOptions = (todo: number, waiting: number, confirmed: number, archived = 12) => ({
  meta_states: [
    { value: 'TO_DO', count: todo },
    { value: 'WAITING', count: waiting },
    { value: 'CONFIRMED', count: confirmed },
    { value: 'ARCHIVED', count: archived },
  ],
  states: [],
  years: [2027],
  cancel_reasons: [],
  purposes: [],
})

import { state } from '../../support/state'

export const SLOW = { timeout: 5000 }

export const paymentErrors = {
  default: { title: 'Payment failed', description: 'Your payment could not be completed.' },
  MPG_CARD_FRAUD: { title: 'Payment refused', description: 'Your bank refused this payment for security reasons.' },
  MGP_3DS_AUTH_FAILED: { title: 'Authentication failed', description: 'Your bank could not confirm it was you.' },
}

export function paymentData(overrides: Record<string, unknown> = {}) {
  return {
    booking_pk: 7,
    booking_state: 'ACCEPTED',
    payable: true,
    unpayable_reason: null,
    amount: '598.50',
    paid: '0.00',
    remaining: '598.50',
    currency: 'EUR',
    cards: [],
    pending_payment: null,
    methods: [
      { method: 'card', instalments: [{ number: 1, amount: '598.50', due_on: '2026-11-21' }] },
      {
        method: 'card_2',
        instalments: [
          { number: 1, amount: '299.25', due_on: '2026-11-21' },
          { number: 2, amount: '299.25', due_on: '2027-01-30' },
        ],
      },
      { method: 'paypal', instalments: [{ number: 1, amount: '598.50', due_on: '2026-11-21' }] },
      { method: 'mbway', instalments: [{ number: 1, amount: '598.50', due_on: '2026-11-21' }] },
    ],
    ...overrides,
  }
}

/** Whether the API has answered a succeeded payment yet: from then on the booking reads as paid (TO_COME). */
const booking = { paid: false, instant: false }

/** A transfer's bank wire details as the API answers them. */
export const bankWire = {
  iban: 'FR7630004000031234567890143',
  bic: 'BNPAFRPPXXX',
  holder: 'Roam Escrow Sandbox',
  reference: 'ROAM3FA91C02BD',
  amount: '598.50',
  currency: 'EUR',
  expires_at: '2026-11-24T12:00:00Z',
}

export function paymentResult(
  overrides: {
    status?: string
    next_action?: string
    redirect_url?: string | null
    id?: number
    method?: string
    bank_wire?: typeof bankWire | null
  } = {},
) {
  const {
    status = 'SUCCEEDED',
    next_action = 'none',
    redirect_url = null,
    id = 11,
    method = 'card',
    bank_wire = null,
  } = overrides
  if (status === 'SUCCEEDED') booking.paid = true
  return {
    payment: {
      id,
      reason: 'booking',
      method,
      instalment_number: 1,
      instalment_count: 1,
      amount: '598.50',
      currency: 'EUR',
      status,
      state: status === 'SUCCEEDED' ? 'done' : 'in_prog',
      error_code: null,
      due_on: null,
      transaction_id: 'sbx_abc',
      created_at: '2026-11-21T10:00:00Z',
      updated_at: '2026-11-21T10:00:00Z',
    },
    booking_state: status === 'SUCCEEDED' ? 'TO_COME' : 'ACCEPTED',
    next_action,
    redirect_url,
    bank_wire,
  }
}

/** A signed-in guest with a payable booking 7 on camper 2 (instant: an instant booking, VALIDATED). */
export function payableBooking(options: { instant?: boolean } = {}) {
  booking.paid = false
  booking.instant = options.instant ?? false
  state.loggedIn = true
  state.responses['GET /3/users/me/'] = {
    id: 2,
    email: 'g@roam.test',
    first_name: 'Gus',
    is_owner: false,
    is_staff: false,
    is_pro: false,
  }
  state.responses['GET /api/internals/referential'] = {
    phone_number: '+33 1 23 45 67 89',
    can_publish_camper: true,
    payment_type_available: ['card'],
    payment_errors: paymentErrors,
  }
  state.responses['GET /3/my-requests/{id}/payment/'] = paymentData()
  state.responses['GET /3/my-requests/{id}/refund/'] = {
    booking_pk: 7,
    plan: 'ON_TIME',
    on_time_until: '2027-01-30',
    paid: '0.00',
    refunded: '0.00',
    kept: '0.00',
    instalments_dropped: '0.00',
    currency: 'EUR',
  }
  state.responses['GET /v4/bookings-guest/{id}/'] = () => {
    const unpaid = booking.instant ? 'VALIDATED' : 'ACCEPTED'
    return {
      id: 7,
      state: booking.paid ? 'TO_COME' : unpaid,
      meta_state: booking.paid ? 'confirmed' : 'todo',
      is_instant: booking.instant,
      camper: { id: 2 },
      permissions: { can_pay: !booking.paid, can_update: !booking.paid },
    }
  }
  // The funnel writes the price choices into the address (spec 2 §2); these are already there in the tests' addresses.
  state.responses['GET /3/my-requests/{id}/prices/'] = {
    cancel_insurance: false,
    rental_cover: false,
    coupon_code: null,
  }
}

type Init = {
  params?: { header?: Record<string, string>; query?: Record<string, string>; path?: Record<string, number> }
}

/** Records each call's body and options. */
export function recorder(answer: (body: unknown, init: Init) => unknown) {
  const calls: Array<{ body: unknown; init: Init }> = []
  const respond = (body: unknown, init: Init) => {
    calls.push({ body, init })
    return answer(body, init)
  }
  return { calls, respond }
}

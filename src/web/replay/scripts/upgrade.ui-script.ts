import type { ReplayApi, UiExpectation, UiScript } from '../ui-script'
import { tripPaidNow } from './replay-setup'

type Kind = 'second_driver' | 'buyback'

interface Upgrades {
  permissions: { can_add_second_driver: boolean; can_buy_back: boolean }
  requests: Record<Kind, { state: string } | null>
  buyback_offers: Array<{ insurance: string }>
}

/**
 * A paid trip (TO_COME) of the demo guest with a fresh upgrade draft of the kind (CREATED, where the chart starts).
 * An open upgrade left by an earlier walk on the same server is withdrawn first (a trip has one open at a time).
 */
async function tripWithUpgradeDraft(api: ReplayApi, kind: Kind): Promise<number> {
  const guest = api.as('guest')
  const trips = await guest.get<{ results: Array<{ id: number }> }>('/v4/bookings-guest/?state=TO_COME&page_size=50')
  for (const { id } of trips.results) {
    let upgrades = await guest.get<Upgrades>(`/v4/bookings-guest/${id}/upgrades/`)
    const open = Object.values(upgrades.requests).some((request) =>
      ['CREATED', 'ACCEPTED'].includes(request?.state ?? ''),
    )
    if (open) {
      await guest.patch(`/v4/bookings-guest/${id}/upgrades/cancel/`)
      upgrades = await guest.get<Upgrades>(`/v4/bookings-guest/${id}/upgrades/`)
    }
    if (kind === 'second_driver' && upgrades.permissions.can_add_second_driver) {
      await guest.post(`/v4/bookings-guest/${id}/upgrades/`, {
        second_driver: {
          first_name: 'Grace',
          last_name: 'Hopper',
          licence_number: 'HOPPE806092G99AB',
          licence_category: 'B',
        },
      })
      return id
    }
    const offer = upgrades.buyback_offers[0]
    if (kind === 'buyback' && upgrades.permissions.can_buy_back && offer) {
      await guest.post(`/v4/bookings-guest/${id}/upgrades/`, { buyback: { insurance: offer.insurance } })
      return id
    }
  }
  // The seeded trips are insured by their owners: a buy-back needs a trip insured by one of ours, paid now.
  if (kind === 'buyback') {
    const { booking } = await tripPaidNow(api, 'ahead', 'essential')
    const { buyback_offers: offers } = await guest.get<Upgrades>(`/v4/bookings-guest/${booking}/upgrades/`)
    if (offers[0]) {
      await guest.post(`/v4/bookings-guest/${booking}/upgrades/`, { buyback: { insurance: offers[0].insurance } })
      return booking
    }
  }
  throw new Error(`the demo guest has no paid trip that takes a ${kind.replace('_', ' ')} upgrade`)
}

/** The request's line: its name, then its state (trip-labels.ts, the extension's words). */
const request = (label: string): UiExpectation[] => [{ see: { text: new RegExp(`· ${label}$`) } }]

function upgradeScript(
  machine: string,
  kind: Kind,
  start: string,
  payButton: string,
  withdrawn: UiExpectation[],
): UiScript {
  return {
    machine,
    actor: 'guest',
    // The chart starts at the draft: the setup asks for it through the API, as the page's form does.
    setup: async (api) => ({ booking: String(await tripWithUpgradeDraft(api, kind)) }),
    start,
    events: {
      'guest.validate': [{ do: 'click', target: { role: 'button', name: 'Validate' } }],
      'guest.cancel': [{ do: 'click', target: { role: 'button', name: 'Withdraw' } }],
      // Paying charges the trip's card (services/payments/extras-charges.ts): no card form.
      'payment.succeeded': [{ do: 'click', target: { role: 'button', name: payButton } }],
    },
    states: {
      CREATED: request('Draft, not sent'),
      ACCEPTED: request('Accepted, to pay'),
      CONFIRMED: request('Paid'),
      CANCEL_GUEST: withdrawn,
    },
  }
}

export const secondDriverUiScript = upgradeScript(
  'upgrade',
  'second_driver',
  '/d/trips/{booking}/upgrades/second-driver',
  'Pay the second driver',
  // A withdrawn request leaves the page, which offers the form again.
  [{ see: { role: 'button', name: 'Add the second driver' } }],
)
export const buybackUiScript = upgradeScript(
  'upgrade-buyback',
  'buyback',
  '/d/trips/{booking}',
  'Pay the buy-back with my saved card',
  // A withdrawn request leaves the section, which offers the insurances again.
  [{ see: { role: 'button', name: /^Buy back the deductible with / } }],
)

import type { ReplayApi, ReplayPathInfo, UiScript, UiStep } from '../ui-script'
import { freeStay, ownerCamper, proCamper, startTransfer, wireArrives } from './replay-setup'

/** The campers the path requests (the demo owner's, taking requests or instantly bookable, or a professional's), with free dates. */
async function setup(api: ReplayApi, path?: ReplayPathInfo): Promise<Record<string, string>> {
  const wanted = (variant: string) => path === undefined || path.events.includes(`guest.request ${variant}`)
  const campers = {
    request: wanted('{"instant":false,"pro":false}') ? await ownerCamper(api, false) : undefined,
    instant: wanted('{"instant":true,"pro":false}') ? await ownerCamper(api, true) : undefined,
    pro: wanted('{"instant":false,"pro":true}') ? await proCamper(api) : undefined,
  }
  const answers: Record<string, string> = {}
  for (const [name, camper] of Object.entries(campers)) {
    if (camper === undefined) continue
    const stay = await freeStay(api, camper)
    Object.assign(answers, {
      [`${name}Camper`]: String(camper),
      [`${name}From`]: stay.date_from,
      [`${name}To`]: stay.date_to,
    })
  }
  return answers
}

const openTrip: UiStep = { do: 'goto', path: '/d/trips/{booking}' }
/** Staff cancel from the staff booking page (/staff/bookings/:id): a reason, and whether both sides asked for it. */
const cancelAsStaff = (both: boolean): UiStep[] => [
  { do: 'sign-in', actor: 'staff' },
  { do: 'goto', path: '/staff/bookings/{booking}' },
  { do: 'click', target: { role: 'button', name: 'Cancel booking' } },
  // en-us (the replay browser's locale) spells "canceled".
  { do: 'fill', target: { label: /^Why is it cancel+ed\?$/ }, value: 'The guest and the owner called the help desk.' },
  ...(both
    ? [
        {
          do: 'check',
          target: { role: 'checkbox', name: 'The guest and the owner both asked for it' },
        } satisfies UiStep,
      ]
    : []),
  { do: 'click', target: { role: 'button', name: 'Confirm the cancellation' } },
  { do: 'see', target: { text: both ? 'CANCELLED_BOTH' : 'CANCELLED_STAFF' } },
]
/**
 * The server's timers, on a replay server (REPLAY_CLOCK=1): staff run the booking's next timer from its staff page, as
 * the timers job would when it falls due; the history then shows the event.
 */
const runTimer = (event: string): UiStep[] => [
  { do: 'sign-in', actor: 'staff' },
  { do: 'goto', path: '/staff/bookings/{booking}' },
  { do: 'click', target: { role: 'button', name: 'Run the next timer now' } },
  { do: 'see', target: { role: 'cell', name: event } },
]
const openAsOwner: UiStep[] = [
  { do: 'sign-in', actor: 'owner' },
  { do: 'goto', path: '/d/bookings/{booking}' },
]
/** Every event ends on the guest's trip page: states are checked as the guest sees them. */
const backToGuest: UiStep[] = [{ do: 'sign-in', actor: 'guest' }, openTrip]
const requestFrom = (name: string, button: string): UiStep[] => [
  { do: 'goto', path: `/campers/{${name}Camper}?date_from={${name}From}&date_to={${name}To}` },
  { do: 'click', target: { role: 'button', name: button } },
  // The booking exists once the funnel opens on it: its id is in the address.
  { do: 'remember', name: 'booking', from: /\/(?:instant-)?request\/(\d+)\// },
]
const payByCard: UiStep[] = [
  { do: 'check', target: { role: 'radio', name: 'A new card' } },
  { do: 'fill', target: { label: 'Card number' }, value: '4970100000001004' },
  { do: 'fill', target: { label: 'Expiry date (MM/YY)' }, value: '12/39' },
  { do: 'fill', target: { label: 'Security code' }, value: '123' },
  { do: 'click', target: { role: 'button', name: /^Pay / } },
  { do: 'click', target: { role: 'link', name: 'See my trip' } },
]
// The trip banner reads "<summary> · <state>"; en-us spells "Canceled".
const trip = (label: RegExp) => [{ path: /\/d\/trips\/\d+$/ }, { see: { text: label } }]

export const bookingUiScript: UiScript = {
  machine: 'booking',
  actor: 'guest',
  setup,
  start: '/d/trips',
  events: {
    'guest.request {"instant":false,"pro":false}': requestFrom('request', 'Request to book'),
    'guest.request {"instant":true,"pro":false}': requestFrom('instant', 'Book now'),
    'guest.request {"instant":false,"pro":true}': requestFrom('pro', 'Request to book'),
    'guest.validate': [openTrip, { do: 'click', target: { role: 'button', name: /^(Send the request|Book now)$/ } }],
    'guest.cancel': [
      openTrip,
      { do: 'click', target: { role: 'button', name: 'Cancel the trip' } },
      { do: 'select', target: { label: /Why are you cancel+ing\?/ }, option: 'cancel_holidays' },
      { do: 'click', target: { role: 'button', name: 'Confirm the cancellation' } },
      { do: 'see', target: { role: 'link', name: '← Back to the trip' } },
      openTrip,
    ],
    'owner.accept': [
      ...openAsOwner,
      { do: 'click', target: { role: 'button', name: 'Accept the request' } },
      { do: 'click', target: { role: 'button', name: 'Confirm and accept' } },
      { do: 'see', target: { text: /Accepted, waiting for payment/ } },
      ...backToGuest,
    ],
    'owner.refuse {"reason":"date"}': [
      ...openAsOwner,
      { do: 'click', target: { role: 'button', name: 'Refuse the request' } },
      { do: 'select', target: { label: 'Reason' }, option: 'date' },
      { do: 'click', target: { role: 'button', name: 'Confirm the refusal' } },
      // A refused request reads as refused, not cancelled, on the owner's page too.
      { do: 'see', target: { text: /Refused by you/ } },
      ...backToGuest,
    ],
    'owner.cancel {"reason":"vehicle_down"}': [
      ...openAsOwner,
      { do: 'click', target: { role: 'button', name: 'Cancel the booking' } },
      { do: 'select', target: { label: 'Reason' }, option: 'vehicle_down' },
      { do: 'click', target: { role: 'button', name: 'Confirm the cancellation' } },
      { do: 'see', target: { text: /Cancel+ed by you/ } },
      ...backToGuest,
    ],
    'timer.draft_expired': [...runTimer('timer.draft_expired'), ...backToGuest],
    'timer.acceptance_expired': [...runTimer('timer.acceptance_expired'), ...backToGuest],
    'timer.trip_started': [...runTimer('timer.trip_started'), ...backToGuest],
    'timer.trip_ended': [...runTimer('timer.trip_ended'), ...backToGuest],
    'staff.cancel {"both":false}': [...cancelAsStaff(false), ...backToGuest],
    'staff.cancel {"both":true}': [...cancelAsStaff(true), ...backToGuest],
    // The payment step (an accepted request's, or an instant booking's) with the sandbox's frictionless card, then
    // back to the trip from the success page.
    'payment.succeeded @ACCEPTED': [
      { do: 'goto', path: '/campers/{requestCamper}/payment/{booking}/payment' },
      ...payByCard,
    ],
    'payment.succeeded @VALIDATED': [
      { do: 'goto', path: '/campers/{instantCamper}/instant-request/{booking}/payment' },
      ...payByCard,
    ],
    // A bank transfer started (on another device) holds the booking until its wire arrives; the trip then shows it.
    'payment.deferred': [{ do: 'elsewhere', action: 'transfer started on another device' }, openTrip],
    'payment.succeeded @TO_COME_NOT_PAID': [{ do: 'elsewhere', action: 'the wire arrives' }, openTrip],
  },
  states: {
    new: [{ see: { role: 'heading', name: 'My trips' } }],
    CREATED: [{ path: /request\/\d+\/travel-details/ }, { see: { role: 'heading', name: 'Your trip' } }],
    CREATED_PRO: [{ path: /request\/\d+\/travel-details/ }, { see: { role: 'heading', name: 'Your trip' } }],
    ABANDONED: trip(/Request not sent/),
    VALIDATED: trip(/Waiting for the owner/),
    ACCEPTED: trip(/Accepted, to pay/),
    ACCEPTED_EXP: trip(/Payment time ran out/),
    TO_COME_NOT_PAID: trip(/To come, payment due/),
    TO_COME: trip(/To come(?!, payment due)/),
    ONGOING: trip(/On the road/),
    DONE: trip(/· Done/),
    CANCELLED_GUEST: trip(/Cancel+ed by you/),
    // Refused (owner.refuse from a request) or cancelled (owner.cancel from an accepted booking).
    CANCELLED_OWNER: trip(/(Cancel+ed|Refused) by the owner/),
    CANCELLED_STAFF: trip(/Cancel+ed by Roam/),
    CANCELLED_BOTH: trip(/· Cancel+ed$/),
  },
  elsewhere: {
    'transfer started on another device': async (api, answers) => ({
      transferTransaction: await startTransfer(api, Number(answers.booking)),
    }),
    'the wire arrives': async (api, answers) => {
      if (!answers.transferTransaction) throw new Error('no transfer was started during this walk')
      await wireArrives(api, answers.transferTransaction)
      // The payment page left open on the other device polls the transfer and so records the wire (the payments job
      // would, later).
      await api.as('guest').get(`/3/my-requests/${answers.booking}/payment/async/`)
    },
  },
}

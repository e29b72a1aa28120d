import type { ReplayApi, ReplayPathInfo, UiScript, UiStep } from '../ui-script'
import {
  acceptAsOwner,
  instantCamperFreeIn,
  ownerCamper,
  paidTrip,
  requestAsGuest,
  startTransfer,
  tripPaidNow,
  wireArrives,
} from './replay-setup'

// The payment sandbox's test cards (src/server/providers/payments/sandbox-payments.ts): the number decides the outcome.
const SANDBOX_CARDS = {
  frictionless: '4970100000001004',
  challenge: '4970100000002002',
  registrationFails: '4970100000014007',
}

/** The card a path needs: the outcome it goes through is decided when the guest types the number. */
function cardFor(path?: ReplayPathInfo): string {
  const events = path?.events ?? []
  if (events.some((event) => event.startsWith('xstate.error.actor.prepare'))) return SANDBOX_CARDS.registrationFails
  if (events.some((event) => event.startsWith('xstate.done.actor.confirm') && event.includes('"kind":"redirect"')))
    return SANDBOX_CARDS.challenge
  return SANDBOX_CARDS.frictionless
}

const needs = (path: ReplayPathInfo | undefined, fragment: string) =>
  path === undefined || path.events.some((event) => event.includes(fragment))
/** Whether the path goes through an outcome that needs a booking of its own (without a path, the usual ones are prepared). */
const takes = (path: ReplayPathInfo | undefined, fragment: string) =>
  path !== undefined && path.events.some((event) => event.includes(fragment))

/**
 * Fresh bookings for the routes the path enters: a draft request, a sent one, a draft instant booking, an accepted request, a paid trip.
 * A path ending with a late refund plan gets its stay (the instant booking, the accepted request, the paid trip) inside
 * the on-time cancellation window. A path resuming a waiting payment learns which booking's payment step it resumes
 * (`resume*`): the transfer itself starts during the walk (`elsewhere`), once the booking is payable.
 */
async function setup(api: ReplayApi, path?: ReplayPathInfo): Promise<Record<string, string>> {
  const answers: Record<string, string> = { card: cardFor(path) }
  if (needs(path, '"family":"request"')) {
    const camper = await ownerCamper(api, false)
    const booking = await requestAsGuest(api, camper, { validate: false })
    Object.assign(answers, { requestCamper: String(camper), requestBooking: String(booking) })
  }
  if (needs(path, '"family":"request","step":"success"')) {
    const camper = await ownerCamper(api, false)
    const booking = await requestAsGuest(api, camper, { validate: true })
    Object.assign(answers, { sentCamper: String(camper), sentBooking: String(booking) })
  }
  const late = takes(path, '"planRefund":"TOO_LATE"')
  const resumes = takes(path, 'payment.resumed')
  if (needs(path, '"family":"instant-request"')) {
    const window = late ? 'soon' : 'ahead'
    const camper = await instantCamperFreeIn(api, window)
    const booking = await requestAsGuest(api, camper, { validate: false, window })
    Object.assign(answers, { instantCamper: String(camper), instantBooking: String(booking) })
    if (resumes)
      Object.assign(answers, {
        resumeCamper: String(camper),
        resumeRoute: 'instant-request',
        resumeBooking: String(booking),
      })
  }
  if (needs(path, '"family":"payment","step":"user-details"')) {
    const camper = await ownerCamper(api, false)
    const booking = await requestAsGuest(api, camper, { validate: true, window: late ? 'soon' : 'ahead' })
    await acceptAsOwner(api, booking)
    Object.assign(answers, { payCamper: String(camper), payBooking: String(booking) })
    if (resumes)
      Object.assign(answers, { resumeCamper: String(camper), resumeRoute: 'payment', resumeBooking: String(booking) })
  }
  if (needs(path, '"family":"payment","step":"success"')) {
    const trip = late ? await tripPaidNow(api, 'soon') : await paidTrip(api)
    Object.assign(answers, { paidCamper: String(trip.camper), paidBooking: String(trip.booking) })
  }
  return answers
}

const next: UiStep = { do: 'click', target: { role: 'button', name: 'Continue' } }
/** The page answers these itself once the server has: nothing to do but wait for the next state's view. */
const onItsOwn: UiStep[] = []

export const paymentFunnelUiScript: UiScript = {
  machine: 'payment-funnel',
  actor: 'guest',
  setup,
  start: '/d/trips',
  events: {
    'route.entered {"family":"request","step":"travel-details"}': [
      { do: 'goto', path: '/campers/{requestCamper}/request/{requestBooking}/travel-details' },
    ],
    'route.entered {"family":"instant-request","step":"travel-details"}': [
      { do: 'goto', path: '/campers/{instantCamper}/instant-request/{instantBooking}/travel-details' },
    ],
    'route.entered {"family":"request","step":"success"}': [
      { do: 'goto', path: '/campers/{sentCamper}/request/{sentBooking}/success' },
    ],
    'route.entered {"family":"payment","step":"user-details"}': [
      { do: 'goto', path: '/campers/{payCamper}/payment/{payBooking}/user-details' },
    ],
    'route.entered {"family":"payment","step":"success"}': [
      { do: 'goto', path: '/campers/{paidCamper}/payment/{paidBooking}/success' },
    ],
    'user.next @idle.travelDetails.editing': [{ do: 'fill', target: { label: 'Travelers' }, value: '2' }, next],
    'user.next @idle.cancelInsurance.editing': [
      { do: 'check', target: { label: 'Yes, insure my trip against cancellation' } },
      next,
    ],
    'user.next @idle.insurance.editing': [{ do: 'check', target: { role: 'radio', name: /./ } }, next],
    'user.next @idle.userDetails.editing': [
      { do: 'fill', target: { label: 'Street' }, value: '1 rue de la Paix' },
      { do: 'fill', target: { label: 'City' }, value: 'Nantes' },
      { do: 'fill', target: { label: 'ZIP code' }, value: '44000' },
      { do: 'fill', target: { label: 'Country' }, value: 'FR' },
      { do: 'fill', target: { label: 'Country of residence' }, value: 'FR' },
      { do: 'fill', target: { label: 'Nationality' }, value: 'FR' },
      // Leaving the last country field closes its list of matches, which covers the Continue button.
      { do: 'click', target: { label: 'Street' } },
      next,
    ],
    // A request's summary goes on to the message; an instant booking's books and goes on to the payment.
    'user.next @idle.summary.editing': [{ do: 'click', target: { role: 'button', name: /^Continue( to payment)?$/ } }],
    'user.next @idle.messageOwner.editing': [
      {
        do: 'fill',
        target: { label: /Introduce yourself and your trip/ },
        value: 'Hello! Two of us, a week along the coast.',
      },
      { do: 'click', target: { role: 'button', name: 'Send my request' } },
    ],
    // Back from the payment step is the funnel's Back link to the summary.
    'user.back @idle.payment': [{ do: 'click', target: { role: 'link', name: 'Back' } }],
    'user.pay {"method":"card"}': [
      { do: 'check', target: { role: 'radio', name: 'A new card' } },
      { do: 'fill', target: { label: 'Card number' }, value: '{card}' },
      { do: 'fill', target: { label: 'Expiry date (MM/YY)' }, value: '12/39' },
      { do: 'fill', target: { label: 'Security code' }, value: '123' },
      { do: 'click', target: { role: 'button', name: /^Pay / } },
    ],
    'xstate.done.actor.saveTravelDetails': onItsOwn,
    'xstate.done.actor.saveCancelInsurance': onItsOwn,
    'xstate.done.actor.saveInsurance': onItsOwn,
    'xstate.done.actor.saveUserDetails': onItsOwn,
    'xstate.done.actor.bookInstantly': onItsOwn,
    'xstate.done.actor.validateRequest': onItsOwn,
    // The card typed by user.pay decides these (setup picks it from the path).
    'xstate.done.actor.prepare': onItsOwn,
    'xstate.error.actor.prepare': onItsOwn,
    'xstate.done.actor.confirm': onItsOwn,
    'xstate.done.actor.finalize': onItsOwn,
    'xstate.done.actor.synchronise {"output":{"planRefund":"ON_TIME"}}': onItsOwn,
    'xstate.done.actor.synchronise {"output":{"planRefund":"TOO_LATE"}}': onItsOwn,
    // The guest starts a bank transfer on another device (only the German storefront offers it), then opens this
    // payment step again: it finds the transfer waiting and awaits it. The tab's router keeps a page opened again
    // mounted, so the walk goes by the trips to open it afresh, as the Playwright runner's page load does.
    'payment.resumed': [
      { do: 'elsewhere', action: 'transfer started on another device' },
      { do: 'goto', path: '/d/trips' },
      { do: 'goto', path: '/campers/{resumeCamper}/{resumeRoute}/{resumeBooking}/payment' },
    ],
    // The wire reaches the escrow account (the sandbox bank's page answered); the page's poll then sees it.
    'xstate.done.actor.poll': [{ do: 'elsewhere', action: 'the wire arrives' }],
    'user.back @failed': [{ do: 'click', target: { role: 'button', name: 'Choose another method' } }],
    'user.retry @synchronisationFailed': [{ do: 'click', target: { role: 'button', name: 'Check again' } }],
    'user.back @awaitingMobileConfirmation': [
      { do: 'click', target: { role: 'button', name: 'Choose another method' } },
    ],
  },
  // Saving, preparing, confirming and synchronising last one request each: nothing stays on screen long enough to check,
  // the state after them is checked instead.
  states: {
    entering: [{ see: { role: 'heading', name: 'My trips' } }],
    'idle.travelDetails.editing': [{ path: /\/travel-details(\?|$)/ }, { see: { role: 'heading', name: 'Your trip' } }],
    'idle.travelDetails.saving': [],
    'idle.cancelInsurance.editing': [
      { path: /\/cancel-insurance(\?|$)/ },
      { see: { role: 'heading', name: 'Cancellation insurance' } },
    ],
    'idle.cancelInsurance.saving': [],
    'idle.insurance.editing': [{ path: /\/insurance(\?|$)/ }, { see: { role: 'heading', name: 'Insurance' } }],
    'idle.insurance.saving': [],
    'idle.userDetails.editing': [{ path: /\/user-details(\?|$)/ }, { see: { role: 'heading', name: 'Your details' } }],
    'idle.userDetails.saving': [],
    'idle.summary.editing': [{ path: /\/summary(\?|$)/ }, { see: { role: 'heading', name: 'Summary' } }],
    'idle.summary.saving': [],
    'idle.messageOwner.editing': [
      { path: /\/message-owner(\?|$)/ },
      { see: { label: /Introduce yourself and your trip/ } },
    ],
    'idle.messageOwner.validating': [],
    'idle.payment': [{ path: /\/payment(\?|$)/ }, { see: { role: 'heading', name: 'Payment' } }],
    preparation: [],
    execution: [],
    finalization: [],
    synchronisation: [],
    // The sandbox's 3-D Secure page, where the bank would ask the guest to approve.
    redirecting: [{ see: { role: 'heading', name: '3-D Secure authentication' } }],
    failed: [{ see: { text: 'Card not accepted' } }],
    synchronisationFailed: [
      { path: /\/success$/ },
      { see: { role: 'heading', name: 'We could not confirm your payment yet' } },
    ],
    requestSent: [{ path: /\/success$/ }, { see: { role: 'heading', name: 'Your request is sent' } }],
    // The transfer's bank details, and the way out to another method.
    awaitingMobileConfirmation: [
      { path: /\/payment(\?|$)/ },
      { see: { text: 'Put this reference on your transfer, so that we can match it to your booking.' } },
      { see: { role: 'button', name: 'Choose another method' } },
    ],
    // Shown for a moment (MOBILE_CONFIRMED_PAUSE_MS) before the payment is finalized.
    mobileConfirmed: [{ see: { text: /^(Your transfer has arrived|Payment confirmed in your app)\.$/ } }],
    'completed.refundOnTime': [
      { path: /\/success$/ },
      { see: { role: 'heading', name: 'Your trip is booked' } },
      { see: { text: /^Cancel until .+ and everything you paid is refunded\.$/ } },
    ],
    // The replay's browser may read American English (en-us): "Canceling".
    'completed.refundTooLate': [
      { path: /\/success$/ },
      { see: { role: 'heading', name: 'Your trip is booked' } },
      { see: { text: /^Cancell?ing now is no longer fully refunded\.$/ } },
    ],
  },
  // The synchronisation reads the booking, then its refund plan: nothing else reads the refund plan on the success route.
  failures: {
    'xstate.error.actor.synchronise': { request: { method: 'GET', path: /^\/3\/my-requests\/\d+\/refund\/$/ } },
  },
  elsewhere: {
    'transfer started on another device': async (api, answers) => ({
      transferTransaction: await startTransfer(api, Number(answers.resumeBooking)),
    }),
    'the wire arrives': async (api, answers) => {
      if (!answers.transferTransaction) throw new Error('no transfer was started during this walk')
      await wireArrives(api, answers.transferTransaction)
    },
  },
}

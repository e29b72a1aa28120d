import { isStepOf } from '../src/domain/booking-funnel-routing'
import type { CatalogueEntry } from './catalogue-entry'
import type { paymentFunnelMachine } from './payment-funnel.machine'

type PaymentFunnelEntry = CatalogueEntry<typeof paymentFunnelMachine>

export const paymentFunnelInput: NonNullable<PaymentFunnelEntry['input']> = { bookingId: 7 }

/** A 400 on the billing details: field messages to show next to their fields. */
const invalidDetails = { status: 400, body: { zipcode: ['This field may not be blank.'] } }

export const paymentFunnelEventFixtures: PaymentFunnelEntry['events'] = [
  // Each family from its first step, a payment or success link, and the way back to an earlier step.
  { type: 'route.entered', family: 'request', step: 'travel-details' },
  { type: 'route.entered', family: 'instant-request', step: 'travel-details' },
  { type: 'route.entered', family: 'payment', step: 'user-details' },
  { type: 'route.entered', family: 'request', step: 'success' },
  { type: 'route.entered', family: 'payment', step: 'success' },
  { type: 'route.entered', family: 'payment', step: 'payment-callback' },
  { type: 'user.next' },
  { type: 'xstate.done.actor.saveTravelDetails', output: undefined },
  {
    type: 'xstate.error.actor.saveTravelDetails',
    error: { status: 400, body: { __all__: [{ code: 107, message: 'Not available' }] } },
  },
  { type: 'xstate.done.actor.saveCancelInsurance', output: undefined },
  { type: 'xstate.error.actor.saveCancelInsurance', error: new Error('Network Error') },
  { type: 'xstate.done.actor.saveInsurance', output: undefined },
  {
    type: 'xstate.error.actor.saveInsurance',
    error: { status: 503, body: { code: 'RENTAL_COVER_SERVICE_UNAVAILABLE', detail: 'Down' } },
  },
  { type: 'xstate.done.actor.saveUserDetails', output: undefined },
  { type: 'xstate.error.actor.saveUserDetails', error: invalidDetails },
  { type: 'xstate.done.actor.bookInstantly', output: undefined },
  {
    type: 'xstate.error.actor.bookInstantly',
    error: { status: 409, body: { code: 'CAMPER_ALREADY_BOOKED', detail: 'Booked' } },
  },
  { type: 'xstate.done.actor.validateRequest', output: undefined },
  {
    type: 'xstate.error.actor.validateRequest',
    error: { status: 405, body: { code: 'BOOKING_IN_WRONG_STATE', detail: 'Wrong state' } },
  },
  { type: 'user.pay', method: 'card' },
  { type: 'user.retry' },
  { type: 'user.back' },
  { type: 'payment.resumed', method: 'transfer', paymentId: 'pay-tr-1' },
  { type: 'payment.returned', transactionId: 'tx-3ds-1' },
  { type: 'payment.returned', transactionId: null },
  { type: 'xstate.done.actor.prepare', output: { paymentId: 'pay-1' } },
  { type: 'xstate.error.actor.prepare', error: { codes: ['PAYMENT_ERROR_IN_SEND_CARD_INFO'] } },
  { type: 'xstate.done.actor.confirm', output: { kind: 'succeeded', transactionId: 'tx-1' } },
  {
    type: 'xstate.done.actor.confirm',
    output: { kind: 'redirect', redirectUrl: 'https://pay.sandbox.test/3ds/tx-3ds-1' },
  },
  { type: 'xstate.done.actor.confirm', output: { kind: 'mobileConfirmation', paymentId: 'pay-mb-1' } },
  { type: 'xstate.error.actor.confirm', error: { code: 'MPG_CARD_EXPIRED' } },
  { type: 'xstate.done.actor.poll', output: { transactionId: 'tx-mb-1' } },
  { type: 'xstate.error.actor.poll', error: 'YSC_PAYMENT_CONFIMRATION_TOO_LONG' },
  { type: 'xstate.done.actor.finalize', output: undefined },
  { type: 'xstate.error.actor.finalize', error: { code: 'MGP_3DS_AUTH_FAILED' } },
  { type: 'xstate.done.actor.synchronise', output: { planRefund: 'ON_TIME' } },
  { type: 'xstate.done.actor.synchronise', output: { planRefund: 'TOO_LATE' } },
  { type: 'xstate.error.actor.synchronise', error: new Error('Network Error') },
]

/**
 * Paths tell states apart by state, family, whether a method is chosen and a payment failure shown,
 * and the refund plan: the attempt counter and the ids would make every retry a new state, and a step's
 * failed save returns to the step it left (the path edges take it).
 */
export const serializePaymentFunnelState: NonNullable<PaymentFunnelEntry['serializeState']> = (snapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.family,
    snapshot.context.method !== null,
    snapshot.context.errorCode !== null,
    snapshot.context.planRefund,
  ])

type Snapshot = Parameters<PaymentFunnelEntry['checks'][number]['holds']>[0]
const running = (snapshot: Snapshot) =>
  snapshot.context.errorCode === null && snapshot.context.method !== null && snapshot.context.attempt > 0

/** The machine's step is one of its family's (spec 2 §2). */
const onFamilyStep = (snapshot: Snapshot) =>
  snapshot.context.family !== null &&
  snapshot.context.step !== null &&
  isStepOf(snapshot.context.family, snapshot.context.step)
const editing = (snapshot: Snapshot, step: string) => onFamilyStep(snapshot) && snapshot.context.step === step

export const paymentFunnelChecks: PaymentFunnelEntry['checks'] = [
  {
    state: 'entering',
    description: 'no route entered yet',
    holds: (snapshot) => snapshot.context.family === null && snapshot.context.step === null,
  },
  { state: 'idle', description: 'the step belongs to the family', holds: onFamilyStep },
  {
    state: 'idle.travelDetails',
    description: 'on the travel details',
    holds: (snapshot) => editing(snapshot, 'travel-details') && snapshot.context.family !== 'payment',
  },
  {
    state: 'idle.cancelInsurance',
    description: 'on the cancellation insurance of a booking to pay',
    holds: (snapshot) => editing(snapshot, 'cancel-insurance') && snapshot.context.family !== 'request',
  },
  { state: 'idle.insurance', description: 'on the insurance', holds: (snapshot) => editing(snapshot, 'insurance') },
  {
    state: 'idle.userDetails',
    description: 'on the user details',
    holds: (snapshot) => editing(snapshot, 'user-details'),
  },
  { state: 'idle.summary', description: 'on the summary', holds: (snapshot) => editing(snapshot, 'summary') },
  {
    state: 'idle.summary.saving',
    description: 'only an instant booking is booked on the summary',
    holds: (snapshot) => snapshot.context.family === 'instant-request',
  },
  {
    state: 'idle.messageOwner',
    description: 'only a request has a message to the owner',
    holds: (snapshot) => editing(snapshot, 'message-owner') && snapshot.context.family === 'request',
  },
  {
    state: 'idle.payment',
    description: 'only a booking to pay has a payment step',
    holds: (snapshot) => editing(snapshot, 'payment') && snapshot.context.family !== 'request',
  },
  // The failures are read with the spec's guest booking error families.
  {
    state: 'idle.userDetails.editing',
    description: 'a refused save shows its field messages',
    holds: (snapshot) => snapshot.context.stepFailure === null || snapshot.context.stepFailure.kind === 'fields',
  },
  {
    state: 'idle.travelDetails.editing',
    description: 'unavailable dates show the price error',
    holds: (snapshot) => snapshot.context.stepFailure === null || snapshot.context.stepFailure.kind === 'prices',
  },
  {
    state: 'idle.messageOwner.editing',
    description: 'a request in the wrong state says so',
    holds: (snapshot) => snapshot.context.stepFailure === null || snapshot.context.stepFailure.kind === 'validate',
  },
  {
    state: 'requestSent',
    description: 'only a request is sent',
    holds: (snapshot) => snapshot.context.family === 'request' && snapshot.context.step === 'success',
  },
  {
    state: 'failed',
    description: 'the failure carries a code',
    holds: (snapshot) => snapshot.context.errorCode !== null,
  },
  {
    state: 'synchronisationFailed',
    description: 'the failure carries a code, after a payment or on the success step',
    holds: (snapshot) =>
      snapshot.context.errorCode !== null &&
      ((snapshot.context.method !== null && snapshot.context.attempt > 0) || snapshot.context.step === 'success'),
  },
  {
    state: 'preparation',
    description: 'an attempt runs with a method and no failure',
    holds: (snapshot) => running(snapshot) && snapshot.children.prepare !== undefined,
  },
  {
    state: 'execution',
    description: 'the confirm call runs with no failure',
    holds: (snapshot) => running(snapshot) && snapshot.children.confirm !== undefined,
  },
  {
    state: 'redirecting',
    description: 'there is a page to go to',
    holds: (snapshot) => running(snapshot) && snapshot.context.redirectUrl !== null,
  },
  {
    state: 'awaitingMobileConfirmation',
    description: 'the payment to poll is known',
    holds: (snapshot) =>
      running(snapshot) && snapshot.context.paymentId !== null && snapshot.children.poll !== undefined,
  },
  {
    state: 'mobileConfirmed',
    description: 'the confirmed transaction is known',
    holds: (snapshot) => running(snapshot) && snapshot.context.transactionId !== null,
  },
  {
    state: 'finalization',
    description: 'a transaction is being finalised',
    holds: (snapshot) => running(snapshot) && snapshot.context.transactionId !== null,
  },
  // A payment completes with its transaction; a success link is completed by the synchronisation alone.
  {
    state: 'completed',
    description: 'paid here with a transaction, or opened on the success step, and no failure',
    holds: (snapshot) =>
      snapshot.context.family !== 'request' &&
      snapshot.context.errorCode === null &&
      (snapshot.context.transactionId !== null ? running(snapshot) : snapshot.context.step === 'success'),
  },
  {
    state: 'completed.refundOnTime',
    description: 'the refund plan says on time',
    holds: (snapshot) => snapshot.context.planRefund === 'ON_TIME',
  },
  {
    state: 'completed.refundTooLate',
    description: 'the refund plan says too late',
    holds: (snapshot) => snapshot.context.planRefund === 'TOO_LATE',
  },
]

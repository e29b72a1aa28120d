import type { CatalogueEntry } from './catalogue-entry'
import type { paymentFunnelMachine } from './payment-funnel.machine'

type PaymentFunnelEntry = CatalogueEntry<typeof paymentFunnelMachine>

/** A booking whose cancellation is still refunded when the guest starts paying. */
export const paymentFunnelInput: NonNullable<PaymentFunnelEntry['input']> = { bookingId: 7, planRefund: 'ON_TIME' }

export const paymentFunnelEventFixtures: PaymentFunnelEntry['events'] = [
  { type: 'user.pay', method: 'card' },
  { type: 'user.retry' },
  { type: 'user.back' },
  { type: 'payment.returned', transactionId: 'tx-3ds-1' },
  { type: 'payment.returned', transactionId: null },
  { type: 'xstate.done.actor.prepare', output: { paymentId: 'pay-1' } },
  { type: 'xstate.error.actor.prepare', error: { codes: ['PAYMENT_ERROR_IN_SEND_CARD_INFO'] } },
  { type: 'xstate.done.actor.confirm', output: { kind: 'succeeded', transactionId: 'tx-1' } },
  { type: 'xstate.done.actor.confirm', output: { kind: 'redirect', redirectUrl: 'https://pay.sandbox.test/3ds/tx-3ds-1' } },
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
 * Paths tell states apart by state, whether a method is chosen and a failure shown, and the refund
 * plan: the attempt counter and the ids would make every retry a new state.
 */
export const serializePaymentFunnelState: NonNullable<PaymentFunnelEntry['serializeState']> = (snapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.method !== null, snapshot.context.errorCode !== null, snapshot.context.planRefund])

const running = (snapshot: Parameters<PaymentFunnelEntry['checks'][number]['holds']>[0]) =>
  snapshot.context.errorCode === null && snapshot.context.method !== null && snapshot.context.attempt > 0

export const paymentFunnelChecks: PaymentFunnelEntry['checks'] = [
  { state: 'failed', description: 'the failure carries a code', holds: (snapshot) => snapshot.context.errorCode !== null },
  { state: 'preparation', description: 'an attempt runs with a method and no failure', holds: (snapshot) => running(snapshot) && snapshot.children.prepare !== undefined },
  { state: 'execution', description: 'the confirm call runs with no failure', holds: (snapshot) => running(snapshot) && snapshot.children.confirm !== undefined },
  { state: 'redirecting', description: 'there is a page to go to', holds: (snapshot) => running(snapshot) && snapshot.context.redirectUrl !== null },
  {
    state: 'awaitingMobileConfirmation',
    description: 'the payment to poll is known',
    holds: (snapshot) => running(snapshot) && snapshot.context.paymentId !== null && snapshot.children.poll !== undefined,
  },
  { state: 'mobileConfirmed', description: 'the confirmed transaction is known', holds: (snapshot) => running(snapshot) && snapshot.context.transactionId !== null },
  { state: 'finalization', description: 'a transaction is being finalised', holds: (snapshot) => running(snapshot) && snapshot.context.transactionId !== null },
  { state: 'completed', description: 'a paid transaction and no failure', holds: (snapshot) => running(snapshot) && snapshot.context.transactionId !== null },
  { state: 'completed.refundOnTime', description: 'the refund plan says on time', holds: (snapshot) => snapshot.context.planRefund === 'ON_TIME' },
  { state: 'completed.refundTooLate', description: 'the refund plan says too late', holds: (snapshot) => snapshot.context.planRefund === 'TOO_LATE' },
]

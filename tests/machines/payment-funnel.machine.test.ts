import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  MISSING_TRANSACTION_ID,
  paymentErrorCode,
  paymentFunnelMachine,
  returnedFromRedirect,
  routeOf,
  routeRenders,
  stepFailureOf,
} from '../../machines/payment-funnel.machine'
import type {
  ConfirmOutcome,
  PaymentFunnelEvent,
  PlanRefund,
  SaveStepInput,
} from '../../machines/payment-funnel.machine'

interface Script {
  confirm: (attempt: number) => Promise<ConfirmOutcome>
  planRefund?: PlanRefund
  poll?: () => Promise<{ transactionId: string }>
  finalize?: (transactionId: string) => Promise<void>
  /** The save that fails with field messages. */
  failSave?: string
}

type Entry = Extract<PaymentFunnelEvent, { type: 'route.entered' }>

function start(
  script: Script,
  snapshot?: ReturnType<typeof returnedFromRedirect>,
  entry: Omit<Entry, 'type'> = { family: 'payment', step: 'payment' },
) {
  const calls: string[] = []
  const redirect = vi.fn()
  const saved = (name: string) =>
    fromPromise<void, SaveStepInput>(async ({ input }) => {
      calls.push(`${name} ${input.family}`)
      if (script.failSave === name) throw { status: 400, body: { zipcode: ['Required.'] } }
    })
  const machine = paymentFunnelMachine.provide({
    actors: {
      saveTravelDetails: saved('saveTravelDetails'),
      savePrices: saved('savePrices'),
      saveUserDetails: saved('saveUserDetails'),
      bookInstantly: saved('bookInstantly'),
      validateRequest: saved('validateRequest'),
      prepare: fromPromise(
        async ({ input }) => (calls.push(`prepare ${input.method} #${input.attempt}`), { paymentId: 'pay-1' }),
      ),
      confirm: fromPromise(
        async ({ input }) => (calls.push(`confirm #${input.attempt}`), script.confirm(input.attempt)),
      ),
      poll: fromPromise(
        async ({ input }) => (
          calls.push(`poll ${input.paymentId}`),
          (script.poll ?? (async () => ({ transactionId: 'tx-mb' })))()
        ),
      ),
      finalize: fromPromise(
        async ({ input }) => (calls.push(`finalize ${input.transactionId}`), script.finalize?.(input.transactionId)),
      ),
      synchronise: fromPromise(async () => (calls.push('synchronise'), { planRefund: script.planRefund ?? 'ON_TIME' })),
    },
    actions: { redirect: (_, url) => redirect(url) },
  })
  const actor = createActor(machine, { input: { bookingId: 12 }, snapshot }).start()
  // A booking to pay, opened on its payment step, unless the test starts elsewhere.
  if (!snapshot) actor.send({ type: 'route.entered', ...entry })
  return { actor, calls, redirect }
}

const paid = { confirm: async () => ({ kind: 'succeeded', transactionId: 'tx-1' }) as const }

describe('booking funnel steps', () => {
  it('walks a request from the travel details to the sent request, saving each step', async () => {
    const { actor, calls } = start(paid, undefined, { family: 'request', step: 'travel-details' })
    const visited: (string | null)[] = []
    for (const step of ['travel-details', 'insurance', 'user-details', 'summary', 'message-owner']) {
      await waitFor(
        actor,
        (snapshot) => snapshot.context.step === step && !snapshot.hasTag('saving') && snapshot.matches('idle'),
      )
      visited.push(routeOf(actor.getSnapshot()))
      actor.send({ type: 'user.next' })
    }
    await waitFor(actor, (snapshot) => snapshot.matches('requestSent'))
    expect(visited).toEqual(['travel-details', 'insurance', 'user-details', 'summary', 'message-owner'])
    expect(routeOf(actor.getSnapshot())).toBe('success')
    // The summary of a request saves nothing: it only moves on to the message.
    expect(calls).toEqual([
      'saveTravelDetails request',
      'savePrices request',
      'saveUserDetails request',
      'validateRequest request',
    ])
  })

  it('books an instant request on its summary before the payment step', async () => {
    const { actor, calls } = start(paid, undefined, { family: 'instant-request', step: 'summary' })
    expect(actor.getSnapshot().matches({ idle: 'summary' })).toBe(true)
    actor.send({ type: 'user.next' })
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.matches({ idle: 'payment' }))
    expect(calls).toEqual(['bookInstantly instant-request'])
    expect(routeOf(actor.getSnapshot())).toBe('payment')
  })

  it('stays on a step whose save failed, with its field messages, and clears them on the next try', async () => {
    const { actor } = start({ ...paid, failSave: 'saveUserDetails' }, undefined, {
      family: 'payment',
      step: 'user-details',
    })
    actor.send({ type: 'user.next' })
    await waitFor(
      actor,
      (snapshot) => snapshot.matches({ idle: { userDetails: 'editing' } }) && snapshot.context.stepFailure !== null,
    )
    expect(actor.getSnapshot().context.stepFailure).toEqual({
      kind: 'fields',
      errors: { general: [], fields: { zipcode: ['Required.'] } },
    })
    actor.send({ type: 'user.next' })
    expect(actor.getSnapshot().context.stepFailure).toBeNull()
  })

  it('goes back a step, follows a link back to an earlier step, and refuses steps of another family or past the payment', () => {
    const { actor } = start(paid, undefined, { family: 'payment', step: 'summary' })
    actor.send({ type: 'user.back' })
    expect(actor.getSnapshot().context.step).toBe('insurance')
    actor.send({ type: 'route.entered', family: 'payment', step: 'user-details' })
    expect(actor.getSnapshot().matches({ idle: { userDetails: 'editing' } })).toBe(true)
    actor.send({ type: 'user.back' })
    expect(actor.getSnapshot().context.step).toBe('user-details')
    for (const refused of [
      { family: 'request', step: 'message-owner' },
      { family: 'payment', step: 'success' },
      { family: 'payment', step: 'payment-callback' },
    ] as const) {
      actor.send({ type: 'route.entered', ...refused })
      expect(actor.getSnapshot().context.step).toBe('user-details')
    }
  })

  it('a success link checks the booking shows the payment, then completes with its refund plan', async () => {
    const { actor, calls } = start({ ...paid, planRefund: 'TOO_LATE' }, undefined, {
      family: 'payment',
      step: 'success',
    })
    expect(routeRenders('success', actor.getSnapshot())).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.matches('completed'))
    expect(actor.getSnapshot().value).toEqual({ completed: 'refundTooLate' })
    expect(calls).toEqual(['synchronise'])
  })

  it('each route renders its states: a payment settles where it started, a failed return shows on the payment step', () => {
    const returned = returnedFromRedirect({
      bookingId: 12,
      family: 'payment',
      method: 'paypal',
      attempt: 1,
      redirectUrl: 'https://pay.test/paypal',
    })
    expect(routeRenders('payment-callback', returned)).toBe(true)
    expect(routeRenders('payment', returned)).toBe(true)
    expect(routeRenders('summary', returned)).toBe(false)
    const { actor } = start(paid, returned)
    actor.send({ type: 'payment.returned' })
    expect(routeRenders('payment-callback', actor.getSnapshot())).toBe(false)
    expect(routeOf(actor.getSnapshot())).toBe('payment')
  })

  it('reads a failed save with the guest booking error families', () => {
    expect(stepFailureOf({ status: 409, body: { code: 'CAMPER_ALREADY_BOOKED', detail: 'Taken' } })).toEqual({
      kind: 'validate',
      code: 'CAMPER_ALREADY_BOOKED',
      message: 'Taken',
    })
    expect(stepFailureOf(new Error('Network Error'))).toEqual({ kind: 'unknown' })
  })
})

describe('payment funnel machine', () => {
  it('pays a card with frictionless 3-D Secure straight through to completed', async () => {
    const { actor, calls } = start({ confirm: async () => ({ kind: 'succeeded', transactionId: 'tx-1' }) })
    actor.send({ type: 'user.pay', method: 'card' })
    await waitFor(actor, (snapshot) => snapshot.matches('completed'))
    expect(actor.getSnapshot().value).toEqual({ completed: 'refundOnTime' })
    expect(calls).toEqual(['prepare card #1', 'confirm #1', 'finalize tx-1', 'synchronise'])
  })

  it('follows a challenge redirect and resumes on the return with its transactionId', async () => {
    const { actor, calls, redirect } = start({
      confirm: async () => ({ kind: 'redirect', redirectUrl: 'https://pay.test/3ds/1' }),
      planRefund: 'TOO_LATE',
    })
    actor.send({ type: 'user.pay', method: 'card' })
    await waitFor(actor, (snapshot) => snapshot.matches('redirecting'))
    expect(redirect).toHaveBeenCalledWith('https://pay.test/3ds/1')
    actor.send({ type: 'payment.returned', transactionId: 'tx-3ds' })
    await waitFor(actor, (snapshot) => snapshot.matches('completed'))
    expect(actor.getSnapshot().value).toEqual({ completed: 'refundTooLate' })
    expect(calls.slice(-2)).toEqual(['finalize tx-3ds', 'synchronise'])
  })

  it('the callback page starts waiting for the return, and a return without transactionId is an error', () => {
    const { actor, redirect } = start(
      { confirm: async () => ({ kind: 'succeeded', transactionId: 'x' }) },
      returnedFromRedirect({
        bookingId: 12,
        family: 'payment',
        method: 'paypal',
        attempt: 1,
        redirectUrl: 'https://pay.test/paypal',
      }),
    )
    expect(actor.getSnapshot().value).toBe('redirecting')
    expect(redirect).not.toHaveBeenCalled()
    actor.send({ type: 'payment.returned' })
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.errorCode).toBe(MISSING_TRANSACTION_ID)
  })

  it('walks the two mobile steps before finalising', async () => {
    vi.useFakeTimers()
    try {
      const { actor, calls } = start({ confirm: async () => ({ kind: 'mobileConfirmation', paymentId: 'mb-9' }) })
      actor.send({ type: 'user.pay', method: 'mbway' })
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('mobileConfirmed'))
      expect(calls).toContain('poll mb-9')
      await vi.advanceTimersByTimeAsync(1500)
      await vi.waitFor(() => expect(actor.getSnapshot().matches('completed')).toBe(true))
      expect(calls.slice(-2)).toEqual(['finalize tx-mb', 'synchronise'])
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps the failure code and retries with a new attempt (a new idempotency key)', async () => {
    const { actor, calls } = start({
      confirm: async (attempt) => {
        if (attempt === 1) throw { code: 'MPG_CARD_EXPIRED' }
        return { kind: 'succeeded', transactionId: 'tx-2' }
      },
    })
    actor.send({ type: 'user.pay', method: 'card' })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(actor.getSnapshot().context.errorCode).toBe('MPG_CARD_EXPIRED')
    actor.send({ type: 'user.retry' })
    await waitFor(actor, (snapshot) => snapshot.matches('completed'))
    expect(actor.getSnapshot().context).toMatchObject({ attempt: 2, errorCode: null, transactionId: 'tx-2' })
    expect(calls.filter((call) => call.startsWith('confirm'))).toEqual(['confirm #1', 'confirm #2'])
  })

  it('reads codes from strings, API errors and normalised client errors, else the default text', () => {
    expect(paymentErrorCode('MPG_CARD_LOST')).toBe('MPG_CARD_LOST')
    expect(paymentErrorCode({ detail: 'x', code: 'BOOKING_ALREADY_PAID' })).toBe('BOOKING_ALREADY_PAID')
    expect(paymentErrorCode({ codes: ['CAMPER_ALREADY_BOOKED'] })).toBe('CAMPER_ALREADY_BOOKED')
    expect(paymentErrorCode(new Error('Network Error'))).toBe('default')
  })
})

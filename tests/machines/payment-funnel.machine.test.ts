import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  MISSING_TRANSACTION_ID, paymentErrorCode, paymentFunnelMachine, returnedFromRedirect,
} from '../../machines/payment-funnel.machine'
import type { ConfirmOutcome, PlanRefund } from '../../machines/payment-funnel.machine'

interface Script {
  confirm: (attempt: number) => Promise<ConfirmOutcome>
  planRefund?: PlanRefund
  poll?: () => Promise<{ transactionId: string }>
  finalize?: (transactionId: string) => Promise<void>
}

function start(script: Script, snapshot?: ReturnType<typeof returnedFromRedirect>) {
  const calls: string[] = []
  const redirect = vi.fn()
  const machine = paymentFunnelMachine.provide({
    actors: {
      prepare: fromPromise(async ({ input }) => (calls.push(`prepare ${input.method} #${input.attempt}`), { paymentId: 'pay-1' })),
      confirm: fromPromise(async ({ input }) => (calls.push(`confirm #${input.attempt}`), script.confirm(input.attempt))),
      poll: fromPromise(async ({ input }) => (calls.push(`poll ${input.paymentId}`), (script.poll ?? (async () => ({ transactionId: 'tx-mb' })))())),
      finalize: fromPromise(async ({ input }) => (calls.push(`finalize ${input.transactionId}`), script.finalize?.(input.transactionId))),
      synchronise: fromPromise(async () => (calls.push('synchronise'), { planRefund: script.planRefund ?? 'ON_TIME' })),
    },
    actions: { redirect: (_, url) => redirect(url) },
  })
  const actor = createActor(machine, { input: { bookingId: 12, planRefund: 'ON_TIME' }, snapshot }).start()
  return { actor, calls, redirect }
}

describe('payment funnel machine', () => {
  it('pays a card with frictionless 3-D Secure straight through to completed', async () => {
    const { actor, calls } = start({ confirm: async () => ({ kind: 'succeeded', transactionId: 'tx-1' }) })
    actor.send({ type: 'user.pay', method: 'card' })
    await waitFor(actor, (snapshot) => snapshot.matches('completed'))
    expect(actor.getSnapshot().value).toEqual({ completed: 'refundOnTime' })
    expect(calls).toEqual(['prepare card #1', 'confirm #1', 'finalize tx-1', 'synchronise'])
  })

  it('follows a challenge redirect and resumes on the return with its transactionId', async () => {
    const { actor, calls, redirect } = start({ confirm: async () => ({ kind: 'redirect', redirectUrl: 'https://pay.test/3ds/1' }), planRefund: 'TOO_LATE' })
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
      returnedFromRedirect({ bookingId: 12, planRefund: 'ON_TIME', method: 'paypal', attempt: 1, redirectUrl: 'https://pay.test/paypal' }),
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

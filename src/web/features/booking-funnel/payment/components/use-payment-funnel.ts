import type { QueryClient } from '@tanstack/react-query'
import { fromPromise } from 'xstate'
import type {
  ConfirmOutcome,
  PaymentFunnelContext,
  PlanRefund,
} from '../../../../../../machines/payment-funnel.machine'
import { isPayable } from '../../../../../domain/booking-rules'
import { paymentFlow } from '../../../../../domain/payment-rules'
import type { PaymentMethod } from '../../../../../domain/payment-rules'
import {
  CARD_FORM_INVALID,
  cardFormErrors,
  isSettled,
  PaymentAnswerError,
  paymentIdempotencyKey,
  paymentOutcome,
} from '../../../../../domain/payment-step'
import type { CardFormErrors, PaymentDetails } from '../../../../../domain/payment-step'
import { ApiClientError } from '../../../../lib/api-client-error'
import { reportErrorAsWarning } from '../../../../lib/error-reporting'
import { confirmPayment } from '../api/confirm-payment'
import { finalizePayment } from '../api/finalize-payment'
import { getGuestBooking, guestBookingQueryOptions } from '../../../../api/get-guest-booking'
import { paymentDataQueryOptions } from '../api/get-payment-data'
import { getRefundPlan, refundPlanQueryOptions } from '../../../../api/get-refund-plan'
import { asyncPaymentQueryOptions, pollMobilePayment } from '../api/poll-mobile-payment'
import { startMobilePayment } from '../api/start-mobile-payment'
import { FunnelActor, useFunnelDrafts } from '../../components/funnel-actor'
import { rememberPaymentReturn } from './payment-return-store'

export const MOBILE_POLL_INTERVAL_MS = 2000
const SYNC_TRIES = 5
const SYNC_INTERVAL_MS = 1000

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(new PaymentAnswerError('aborted'))
    })
  })

/**
 * A failure as the machine reads it (an object with the spec's `code`). API failures are reported; the
 * expected ones (card expiry, invalid coupon, not available) are filtered out by the error reporter.
 */
function asFailure(error: unknown): PaymentAnswerError {
  if (error instanceof PaymentAnswerError) return error
  reportErrorAsWarning(error)
  if (error instanceof ApiClientError) {
    const body = error.apiError.body as { code?: unknown } | null
    const code = body && typeof body === 'object' && typeof body.code === 'string' ? body.code : error.apiError.codes[0]
    return new PaymentAnswerError(code ?? 'default')
  }
  return new PaymentAnswerError('default')
}

const failing = <I, O>(run: (args: { input: I; signal: AbortSignal }) => Promise<O>) =>
  fromPromise<O, I>(async (args) => {
    try {
      return await run(args)
    } catch (error) {
      throw asFailure(error)
    }
  })

/**
 * The payment's side effects for the payment funnel machine: the API calls, an Idempotency-Key per
 * attempt, the redirect to the bank's or wallet's page and the mbway polling.
 */
export function paymentFunnelImplementations(options: {
  queryClient: QueryClient
  bookingId: number
  /** What the guest typed for the method, read when the payment is confirmed. */
  details: () => PaymentDetails
  /** Tells this visit's attempts from an earlier visit's, which also start at attempt 1. */
  run: string
  /** Where the bank's or wallet's page sends the guest back (?transactionId= is added). */
  returnUrl: string
  /** Keeps a 400's card field errors for the form (the machine only learns CARD_FORM_INVALID). */
  setCardErrors: (errors: CardFormErrors) => void
}) {
  const { queryClient, bookingId, details, run, setCardErrors } = options
  return {
    actors: {
      prepare: failing<{ bookingId: number; method: string; attempt: number }, { paymentId: string | null }>(
        async ({ input }) => {
          const data = await queryClient.fetchQuery({ ...paymentDataQueryOptions(input.bookingId), staleTime: 0 })
          if (!data.payable) throw new PaymentAnswerError('BOOKING_IN_WRONG_STATE')
          if (!data.methods.some((plan) => plan.method === input.method)) throw new PaymentAnswerError('default')
          return { paymentId: null }
        },
      ),
      confirm: failing<
        { bookingId: number; method: string; attempt: number; paymentId: string | null },
        ConfirmOutcome
      >(async ({ input }) => {
        const method = input.method as PaymentMethod
        const key = paymentIdempotencyKey(input.bookingId, run, input.attempt)
        const flow = paymentFlow(method)
        if (flow === 'async') {
          // Only mbway has a phone number: a transfer or the wallet sends none (an empty one is refused).
          const body =
            method === 'transfer' || method === 'transfer_wallet'
              ? { method, return_url: options.returnUrl }
              : { method: 'mbway' as const, phone_number: details().phoneNumber, return_url: options.returnUrl }
          const answer = await startMobilePayment(input.bookingId, body, key)
          // The waiting view reads the answer (a transfer's bank wire details) from the cache the poll keeps fresh.
          queryClient.setQueryData(asyncPaymentQueryOptions(input.bookingId, answer.payment.id).queryKey, answer)
          return paymentOutcome(answer)
        }
        const card = flow === 'card' ? details().card : undefined
        const cardId = flow === 'card' ? details().cardId : undefined
        try {
          return paymentOutcome(
            await confirmPayment(
              input.bookingId,
              { method, card, card_id: cardId, return_url: options.returnUrl },
              key,
            ),
          )
        } catch (error) {
          // The guest's typing, not a failure to report: the fields say what to fix.
          const fields =
            error instanceof ApiClientError && error.apiError.status === 400
              ? cardFormErrors(error.apiError.body)
              : null
          if (!fields) throw error
          setCardErrors(fields)
          throw new PaymentAnswerError(CARD_FORM_INVALID)
        }
      }),
      poll: failing<{ paymentId: string }, { transactionId: string }>(async ({ input, signal }) => {
        for (;;) {
          const answer = await pollMobilePayment(bookingId, Number(input.paymentId), signal)
          queryClient.setQueryData(asyncPaymentQueryOptions(bookingId, answer.payment.id).queryKey, answer)
          if (isSettled(answer) && answer.payment.transaction_id)
            return { transactionId: answer.payment.transaction_id }
          await sleep(MOBILE_POLL_INTERVAL_MS, signal)
        }
      }),
      finalize: failing<{ bookingId: number; transactionId: string }, void>(async ({ input }) => {
        const answer = await finalizePayment(input.bookingId, input.transactionId)
        if (!isSettled(answer)) throw new PaymentAnswerError('default')
      }),
      synchronise: failing<{ bookingId: number }, { planRefund: PlanRefund }>(async ({ input }) => {
        // The booking records the payment in the same transaction, but a replica may lag: look a few times.
        for (let tries = 1; ; tries++) {
          const booking = await getGuestBooking(input.bookingId)
          queryClient.setQueryData(guestBookingQueryOptions(input.bookingId).queryKey, booking)
          if (!isPayable({ status: booking.state, isInstant: booking.is_instant })) break
          if (tries === SYNC_TRIES) throw new PaymentAnswerError('default')
          await sleep(SYNC_INTERVAL_MS)
        }
        const plan = await getRefundPlan(input.bookingId)
        queryClient.setQueryData(refundPlanQueryOptions(input.bookingId).queryKey, plan)
        return { planRefund: plan.plan }
      }),
    },
    actions: {
      redirect: ({ context }: { context: PaymentFunnelContext }, url: string) => {
        rememberPaymentReturn(context.bookingId, {
          method: context.method ?? '',
          attempt: context.attempt,
          redirectUrl: url,
        })
        window.location.assign(url)
      },
    },
  }
}

/** The funnel visit's actor as the payment pages use it: its state, its events, and the details typed for the method. */
export function usePaymentFunnel() {
  const state = FunnelActor.useSelector((snapshot) => snapshot)
  const { send } = FunnelActor.useActorRef()
  const drafts = useFunnelDrafts()
  // Read at render: the machine's move to failed (CARD_FORM_INVALID) is what re-renders the page after they are set.
  const cardErrors: CardFormErrors = state.context.errorCode === CARD_FORM_INVALID ? drafts.cardErrors() : {}
  return { state, send, setDetails: drafts.setPayment, cardErrors }
}

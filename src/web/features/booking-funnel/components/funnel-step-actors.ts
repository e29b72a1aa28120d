// The side effects of the funnel's steps, provided to the payment-funnel machine: each saves what the page put in
// the drafts, keeps the query cache in step and rejects with the API's status and body (read by stepFailureOf).
import type { QueryClient } from '@tanstack/react-query'
import { fromPromise } from 'xstate'
import type { SaveStepInput } from '../../../../../machines/payment-funnel.machine'
import type { BookingPurpose } from '../../../../domain/booking-rules'
import type { KmOption } from '../../../../domain/stay-price'
import { ApiClientError } from '../../../lib/api-client-error'
import { guestBookingKey, guestBookingQueryOptions } from '../../../api/get-guest-booking'
import { bookingPricesKey } from '../../../api/get-booking-prices'
import { paymentSummaryQueryOptions } from '../api/get-payment-summary'
import { savePaymentSummary, type BillingDetails } from '../api/save-payment-summary'
import { updateBooking } from '../api/update-booking'
import { updatePrices, type PricesChange } from '../api/update-prices'
import { validateBooking } from '../api/validate-booking'

export interface TravelDetails {
  date_from: string
  date_to: string
  hour_from: 9 | 14
  hour_to: 12 | 20
  km_option: KmOption
  travelers: number
  /** Spec 2 §9: left out while the guest has not said (and never said before). */
  purpose?: BookingPurpose | null
}

/** The values of the step being saved. */
export interface StepDrafts {
  travelDetails?: TravelDetails
  prices?: PricesChange
  userDetails?: BillingDetails
  message?: string
}

function draft<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`booking funnel: nothing to save for ${name}`)
  return value
}

export function funnelStepActors(queryClient: QueryClient, drafts: () => StepDrafts) {
  // The next step's loader reads the booking afresh (the prices just saved stay); API failures reach the machine as status and body.
  const saving = (run: (input: SaveStepInput, values: StepDrafts) => Promise<void>) =>
    fromPromise<void, SaveStepInput>(async ({ input }) => {
      try {
        await run(input, drafts())
      } catch (error) {
        if (error instanceof ApiClientError) throw { status: error.apiError.status, body: error.apiError.body }
        throw error
      }
      await queryClient.invalidateQueries({ queryKey: guestBookingKey(input.bookingId), exact: true })
    })
  return {
    saveTravelDetails: saving(async ({ bookingId }, values) => {
      const { travelers, purpose, ...choices } = draft(values.travelDetails, 'the travel details')
      queryClient.setQueryData(bookingPricesKey(bookingId), await updatePrices(bookingId, choices))
      await updateBooking(bookingId, { travelers, ...(purpose !== undefined ? { purpose } : {}) })
    }),
    savePrices: saving(async ({ bookingId }, values) => {
      queryClient.setQueryData(
        bookingPricesKey(bookingId),
        await updatePrices(bookingId, draft(values.prices, 'the prices')),
      )
    }),
    saveUserDetails: saving(async ({ bookingId }, values) => {
      queryClient.setQueryData(
        paymentSummaryQueryOptions(bookingId).queryKey,
        await savePaymentSummary(bookingId, draft(values.userDetails, 'the user details')),
      )
    }),
    // An instant booking is booked (it holds the dates and becomes payable) before it is paid.
    bookInstantly: saving(async ({ bookingId }) => {
      const booking = await queryClient.fetchQuery(guestBookingQueryOptions(bookingId))
      if (booking.permissions.can_validate) await validateBooking(bookingId)
    }),
    validateRequest: saving(async ({ bookingId }, values) => {
      await updateBooking(bookingId, { message: draft(values.message, 'the message') })
      await validateBooking(bookingId)
    }),
  }
}

import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { MISSING_TRANSACTION_ID } from '../../../../../../machines/payment-funnel.machine'
import type { Referential } from '../../../../api/get-referential'

/** The referential's title and description for each payment error code (and `default`), in the page's language. */
export type PaymentErrorTexts = Referential['payment_errors']

interface Text {
  title: string
  description: string
}

/** A payment failure: the referential's title and description for the provider's codes, ours for the API's own codes. */
export function PaymentErrorNotice({
  code,
  texts,
  onRetry,
  onChooseAnother,
}: {
  code: string
  texts: PaymentErrorTexts | undefined
  onRetry?: () => void
  /** Leaves the failure for the method choice, without paying yet. */
  onChooseAnother?: () => void
}) {
  const { t } = useLingui()
  const own: Record<string, Text> = {
    BOOKING_ALREADY_PAID: {
      title: t`Already paid`,
      description: t`This booking has already been paid. No money was taken this time.`,
    },
    CAMPER_ALREADY_BOOKED: {
      title: t`No longer available`,
      description: t`The camper was booked by someone else for these dates. No money was taken.`,
    },
    BOOKING_IN_WRONG_STATE: {
      title: t`Payment not possible`,
      description: t`This booking cannot be paid in its current state.`,
    },
    INSURANCE_CONDITIONS_NOT_MET: {
      title: t`Insurance conditions not met`,
      description: t`The drivers do not meet the conditions of the chosen insurance. Choose another insurance before paying.`,
    },
    PAYMENT_ERROR_CREDIT_CARD_WILL_EXPIRE: {
      title: t`Card expires too soon`,
      description: t`Your card expires before the end of your trip, so the deposit cannot be held on it. Please use another card.`,
    },
    PAYMENT_ERROR_IN_SEND_CARD_INFO: {
      title: t`Card not accepted`,
      description: t`We could not register this card. Check the number, expiry date and security code, or use another card.`,
    },
    PAYMENT_IN_PROGRESS: {
      title: t`Payment in progress`,
      description: t`A payment for this booking is already in progress. Wait a moment before trying again.`,
    },
    REQUEST_IN_PROGRESS: {
      title: t`Payment in progress`,
      description: t`A payment for this booking is already in progress. Wait a moment before trying again.`,
    },
    // The document thresholds (spec 2 §9): the server refuses the payment until staff validate the guest's documents.
    104: {
      title: t`Payment not possible`,
      description: t`Your documents must be validated: the trip starts in less than 72 hours.`,
    },
    110: {
      title: t`Payment not possible`,
      description: t`Your documents must be validated: the trip starts in less than 24 hours.`,
    },
    [MISSING_TRANSACTION_ID]: {
      title: t`Payment not confirmed`,
      description: t`We did not get your payment's confirmation back. Please try again.`,
    },
  }
  // The guest pressed Pay at the foot of the form: bring the refusal to where they look, and to screen readers' focus.
  const noticeRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    noticeRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' })
    noticeRef.current?.focus({ preventScroll: true })
  }, [code])
  const referential = texts as Record<string, Text | undefined> | undefined
  const text = referential?.[code] ??
    own[code] ??
    referential?.default ?? {
      title: t`Payment failed`,
      description: t`Your payment could not be completed. Please try again.`,
    }
  return (
    <div className="payment-error" role="alert" tabIndex={-1} ref={noticeRef}>
      <p className="payment-error__title">{text.title}</p>
      <p className="payment-error__description">{text.description}</p>
      {onRetry && (
        <button type="button" className="button button--secondary button--small" onClick={onRetry}>
          {t`Try again`}
        </button>
      )}
      {onChooseAnother && (
        <button type="button" className="button button--secondary button--small" onClick={onChooseAnother}>
          {t`Choose another method`}
        </button>
      )}
    </div>
  )
}

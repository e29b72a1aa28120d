import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { hasReceipt, isInvoiceable } from '../../../../domain/billing-documents'
import type { BookingStatus } from '../../../../domain/booking-status'
import { DownloadButton } from '../../../components/download-button'
import { formatDate } from '../../../lib/format'
import { getBookingInvoice } from '../api/get-booking-invoice'
import { getPaymentReceipt } from '../api/get-payment-receipt'
import { tripPaymentsQueryOptions, type TripPayment } from '../api/list-trip-payments'
import { ActionError } from './action-error'
import { formatAmount } from './trip-format'
import { usePaymentReasonLabel } from './trip-labels'

function ReceiptRow({ tripId, payment }: { tripId: number; payment: TripPayment }) {
  const { t } = useLingui()
  const reasonLabel = usePaymentReasonLabel()
  const [error, setError] = useState<Error | null>(null)
  const amount = formatAmount(payment.amount, payment.currency)
  const on = formatDate(payment.updated_at)
  const what =
    payment.instalment_count > 1
      ? t`${reasonLabel(payment.reason)}, instalment ${payment.instalment_number} of ${payment.instalment_count}`
      : reasonLabel(payment.reason)
  return (
    <li className="trip-receipts__item">
      <span>
        {what}
        <span className="muted">
          {' '}
          · {payment.reason === 'refund' ? t`${amount} refunded on ${on}` : t`${amount} paid on ${on}`}
        </span>
      </span>
      <DownloadButton
        fetchFile={() => getPaymentReceipt(tripId, payment.id)}
        label={<Trans>Download the receipt</Trans>}
        preparing={<Trans>Preparing the receipt…</Trans>}
        onError={setError}
      />
      <ActionError error={error} />
    </li>
  )
}

/** The paid trip's invoice: its price line by line, issued once and kept as issued. */
function InvoiceRow({ tripId }: { tripId: number }) {
  const [error, setError] = useState<Error | null>(null)
  return (
    <li className="trip-receipts__item">
      <span>
        <Trans>Invoice of the trip</Trans>
        <span className="muted">
          {' '}
          · <Trans>the price line by line, taxes included</Trans>
        </span>
      </span>
      <DownloadButton
        fetchFile={() => getBookingInvoice(tripId)}
        label={<Trans>Download the invoice</Trans>}
        preparing={<Trans>Preparing the invoice…</Trans>}
        onError={setError}
      />
      <ActionError error={error} />
    </li>
  )
}

/**
 * The paid trip's invoice, then every payment of the trip that went through, each with its receipt (PDFs the server
 * issues once and keeps).
 */
export function TripReceiptsSection({ tripId, status }: { tripId: number; status: BookingStatus }) {
  const payments = useQuery({
    ...tripPaymentsQueryOptions(tripId),
    select: (all) => all.filter(hasReceipt),
  })
  if (!payments.data?.length) return null
  return (
    <section className="trip-section card" aria-labelledby="trip-receipts-title">
      <h2 id="trip-receipts-title">
        <Trans>Payments and receipts</Trans>
      </h2>
      <ul className="trip-receipts">
        {isInvoiceable(status) && <InvoiceRow tripId={tripId} />}
        {payments.data.map((payment) => (
          <ReceiptRow key={payment.id} tripId={tripId} payment={payment} />
        ))}
      </ul>
    </section>
  )
}

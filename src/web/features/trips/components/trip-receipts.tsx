import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { hasReceipt } from '../../../../domain/billing-documents'
import { DownloadButton } from '../../../components/download-button'
import { formatDate, formatMoney } from '../../../lib/format'
import { getBookingInvoice } from '../api/get-booking-invoice'
import { getCreditNote } from '../api/get-credit-note'
import { billingDocumentsQueryOptions, type BillingDocument } from '../api/list-billing-documents'
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

/** The trip's invoice or credit note: issued by its first download, then the same file ever after. */
function DocumentRow({ tripId, document }: { tripId: number; document: BillingDocument }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [error, setError] = useState<Error | null>(null)
  const invoice = document.kind === 'invoice'
  const fetchFile = async () => {
    const file = await (invoice ? getBookingInvoice(tripId) : getCreditNote(tripId))
    // A first download issues the document: the list then shows its number.
    if (document.number === null) void queryClient.invalidateQueries(billingDocumentsQueryOptions(tripId))
    return file
  }
  const issued =
    document.number === null
      ? null
      : document.amount !== null && document.currency !== null && !invoice
        ? t`No. ${document.number}, ${formatMoney(document.amount, document.currency)} credited`
        : t`No. ${document.number}`
  return (
    <li className="trip-receipts__item">
      <span>
        {invoice ? <Trans>Invoice of the trip</Trans> : <Trans>Credit note of the cancellation</Trans>}
        <span className="muted">
          {' '}
          ·{' '}
          {issued ??
            (invoice ? (
              <Trans>the price line by line, taxes included</Trans>
            ) : (
              <Trans>cancels the refunded part of the invoice</Trans>
            ))}
        </span>
      </span>
      <DownloadButton
        fetchFile={fetchFile}
        label={invoice ? <Trans>Download the invoice</Trans> : <Trans>Download the credit note</Trans>}
        preparing={invoice ? <Trans>Preparing the invoice…</Trans> : <Trans>Preparing the credit note…</Trans>}
        onError={setError}
      />
      <ActionError error={error} />
    </li>
  )
}

/**
 * The trip's invoice and credit note, then every payment of the trip that went through, each with its receipt (PDFs
 * the server issues once and keeps).
 */
export function TripReceiptsSection({ tripId }: { tripId: number }) {
  const payments = useQuery({
    ...tripPaymentsQueryOptions(tripId),
    select: (all) => all.filter(hasReceipt),
  })
  const documents = useQuery(billingDocumentsQueryOptions(tripId))
  if (!payments.data?.length && !documents.data?.length) return null
  return (
    <section className="trip-section card" aria-labelledby="trip-receipts-title">
      <h2 id="trip-receipts-title">
        <Trans>Payments and receipts</Trans>
      </h2>
      <ul className="trip-receipts">
        {documents.data?.map((document) => (
          <DocumentRow key={document.kind} tripId={tripId} document={document} />
        ))}
        {payments.data?.map((payment) => (
          <ReceiptRow key={payment.id} tripId={tripId} payment={payment} />
        ))}
      </ul>
    </section>
  )
}

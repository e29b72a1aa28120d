import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { formErrors } from '../../domain/form-errors'
import { REVIEW_REPORT_REASONS, type ReviewReportReason } from '../../domain/review-rules'
import { reportReview } from '../api/report-review'
import { ApiClientError } from '../lib/api-client-error'
import { Modal } from './modal'
import { simpleToast, useToasts } from './toasts-context'
import './report-review-dialog.css'

/** The report dialog, loaded when the reader opens it (report-review-button.tsx); mounted afresh for each report. */
export function ReportReviewDialog({ reviewId, onClose }: { reviewId: number; onClose: () => void }) {
  const { t } = useLingui()
  const id = useId()
  const { show } = useToasts()
  const [reason, setReason] = useState<ReviewReportReason | null>(null)
  const [message, setMessage] = useState('')
  const report = useMutation({
    mutationFn: () => reportReview(reviewId, { reason: reason!, ...(message.trim() ? { message } : {}) }),
    onSuccess: () => {
      onClose()
      show(simpleToast('success', t`Thank you. Our team will read this review again.`))
    },
  })
  const labels: Record<ReviewReportReason, string> = {
    offensive: t`Offensive or hateful`,
    false: t`False or misleading`,
    personal_data: t`Reveals personal data`,
    spam: t`Spam or advertising`,
    other: t`Another reason`,
  }
  const apiError = report.error instanceof ApiClientError ? report.error.apiError : null
  // The call's only conflict is already_reported.
  const alreadyReported = apiError?.status === 409
  const errors = apiError && !alreadyReported ? formErrors(apiError.body) : null
  const general = alreadyReported
    ? [t`You have already reported this review.`]
    : report.isError && (!errors || (!errors.general.length && !Object.keys(errors.fields).length))
      ? [t`The report could not be sent. Please try again.`]
      : (errors?.general ?? [])
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (reason) report.mutate()
  }
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      size="small"
      title={<Trans>Report this review</Trans>}
      description={<Trans>Tell us what is wrong with it; the review stays online while our team checks it.</Trans>}
    >
      <form onSubmit={onSubmit}>
        <fieldset className="field report-review__reasons">
          <legend>
            <Trans>Reason</Trans>
          </legend>
          {REVIEW_REPORT_REASONS.map((value) => (
            <label key={value} className="report-review__reason">
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {labels[value]}
            </label>
          ))}
          {errors?.fields.reason && (
            <p className="field__error" role="alert">
              {errors.fields.reason.join(' ')}
            </p>
          )}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-message`}>
            <Trans>Message (optional)</Trans>
          </label>
          <textarea
            id={`${id}-message`}
            rows={3}
            maxLength={2000}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          {errors?.fields.message && (
            <p className="field__error" role="alert">
              {errors.fields.message.join(' ')}
            </p>
          )}
        </div>
        {general.length > 0 && (
          <p className="field__error" role="alert">
            {general.join(' ')}
          </p>
        )}
        <div className="modal__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={!reason || report.isPending || alreadyReported}
          >
            <Trans>Send the report</Trans>
          </button>
        </div>
      </form>
    </Modal>
  )
}

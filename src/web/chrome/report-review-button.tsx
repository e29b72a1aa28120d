import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'

const ReportReviewDialog = lazy(() =>
  import('./report-review-dialog').then((module) => ({ default: module.ReportReviewDialog })),
)

/**
 * "Report" under a published review someone else wrote, opening a dialog with the reasons the server accepts.
 * It lives in the chrome because both the listing page and the dashboard's reviews show it; the dialog (and its
 * modal library) loads on the first click, not with the listing page.
 */
export function ReportReviewButton({ reviewId }: { reviewId: number }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        <Trans>Report</Trans>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportReviewDialog reviewId={reviewId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import type { DashboardStatus } from '../../../../domain/document-rules'
import { documentStatusLabel } from '../../../lib/document-labels'

/** The document's status as the dashboard names it (tests and styles read data-status). */
export function DocumentStatus({ status }: { status: DashboardStatus }) {
  const { i18n } = useLingui()
  const label = documentStatusLabel(i18n, status)
  return (
    <p className="documents__status" data-testid="document-status" data-status={status}>
      <Trans>Status: {label}</Trans>
    </p>
  )
}

import { useLingui } from '@lingui/react/macro'

export function PageLoading() {
  const { t } = useLingui()
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t`Loading…`}</span>
    </div>
  )
}

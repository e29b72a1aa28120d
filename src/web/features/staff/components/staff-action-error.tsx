import { Trans } from '@lingui/react/macro'
import { extractMessages } from '../../../../domain/api-errors'
import { ApiClientError } from '../../../lib/api-client-error'

/** A failed staff action's own message (detail or field → messages), next to the button that sent it. */
export function StaffActionError({ error }: { error: unknown }) {
  if (!error) return null
  const messages = error instanceof ApiClientError ? extractMessages(error.apiError.body) : []
  return (
    <p role="alert" className="staff__error">
      {messages.length > 0 ? messages.join(' ') : <Trans>That did not work. Please try again.</Trans>}
    </p>
  )
}

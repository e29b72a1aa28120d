import { Trans } from '@lingui/react/macro'
import { extractMessages } from '../../../../domain/api-errors'
import { ApiClientError } from '../../../lib/api-client-error'

/** A failed action's own message (detail, field → messages or __all__), next to the button that sent it. */
export function ActionError({ error }: { error: unknown }) {
  if (!error) return null
  const messages = error instanceof ApiClientError ? extractMessages(error.apiError.body) : []
  return (
    <p role="alert" className="trip-action-error">
      {messages.length > 0 ? messages.join(' ') : <Trans>That did not work. Please try again.</Trans>}
    </p>
  )
}

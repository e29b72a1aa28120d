import { Trans } from '@lingui/react/macro'
import { extractMessages } from '../../../../domain/api-errors'
import { ApiClientError } from '../../../lib/api-client-error'

/** A failed save's own messages (field → messages or detail), next to the form that sent it. */
export function ActionError({ error }: { error: unknown }) {
  if (!error) return null
  const messages = error instanceof ApiClientError ? extractMessages(error.apiError.body) : []
  return (
    <p role="alert" className="owner-calendar-error">
      {messages.length > 0 ? messages.join(' ') : <Trans>That did not work. Please try again.</Trans>}
    </p>
  )
}

import { Trans } from '@lingui/react/macro'
import { formatDate } from '../../../lib/format'
import type { ChatSummary } from '../api/list-chats'

/** What a conversation is about: a booking's dates, or an inquiry (a question before booking, without dates). */
export function ChatSubject({ chat }: { chat: Pick<ChatSummary, 'kind' | 'date_from' | 'date_to'> }) {
  if (chat.kind === 'inquiry' || chat.date_from === null || chat.date_to === null)
    return <Trans>Question before booking</Trans>
  const from = formatDate(chat.date_from)
  const to = formatDate(chat.date_to)
  return (
    <Trans>
      {from} to {to}
    </Trans>
  )
}

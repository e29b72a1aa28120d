import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Navigate, useSearchParams } from 'react-router'
import { useMediaQuery } from '../../../chrome/use-media-query'
import { LocalizedLink, useLocalizedPath } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { usePageHead } from '../../../lib/page-head'
import { bookingChatQueryOptions } from '../api/find-booking-chat'
import { ChatConversation } from '../components/chat-conversation'
import { useChatId } from '../components/chat-id'
import { ChatInbox } from '../components/chat-inbox'
import './chats.css'

/** Below this width one pane shows at a time: the list, or the open conversation on the whole screen. */
const ONE_PANE_QUERY = '(max-width: 899px)'

/** /d/chats and /d/chats/{id}: the viewer's conversations beside the open one; ?booking= opens a booking's conversation. */
export function ChatsPage() {
  const { t } = useLingui()
  usePageHead({ title: t`Messages · Roam` })
  const id = useChatId()
  const [searchParams] = useSearchParams()
  const booking = Number(searchParams.get('booking'))
  const onePane = useMediaQuery(ONE_PANE_QUERY)
  if (id === null && Number.isInteger(booking) && booking > 0) return <BookingChatRedirect bookingId={booking} />
  const conversationOnly = onePane && id !== null
  return (
    <section className={`page chats${conversationOnly ? ' chats--conversation' : ''}`}>
      <p className="eyebrow">
        <Trans>Dashboard</Trans>
      </p>
      <h1 className={conversationOnly ? 'visually-hidden' : 'page-title'}>
        <Trans>Messages</Trans>
      </h1>
      {conversationOnly && (
        <LocalizedLink to={paths.chats.href()} className="chats__back">
          <span aria-hidden="true">← </span>
          <Trans>All conversations</Trans>
        </LocalizedLink>
      )}
      <div className="chats__layout">
        {!conversationOnly && <ChatInbox openId={id} />}
        {id !== null ? (
          <ChatConversation key={id} id={id} />
        ) : (
          !onePane && (
            <p className="chats__placeholder muted">
              <Trans>Choose a conversation.</Trans>
            </p>
          )
        )}
      </div>
    </section>
  )
}

function BookingChatRedirect({ bookingId }: { bookingId: number }) {
  const localize = useLocalizedPath()
  const chat = useQuery(bookingChatQueryOptions(bookingId))
  if (chat.data) return <Navigate to={localize(paths.chat.href(chat.data))} replace />
  if (chat.data === null || chat.isError) return <Navigate to={localize(paths.chats.href())} replace />
  return (
    <section className="page">
      <p className="muted">
        <Trans>Opening the conversation…</Trans>
      </p>
    </section>
  )
}

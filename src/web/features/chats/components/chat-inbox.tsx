import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { LocalizedLink, useLocale } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { chatsQueryOptions, type ChatSummary } from '../api/list-chats'
import { ChatSubject } from './chat-subject'
import { formatSendTime, viewerTimeZone } from './chat-time'

/** The viewer's conversations, the most recent first, each with its unread count. */
export function ChatInbox({ openId }: { openId: number | null }) {
  const { t } = useLingui()
  const chats = useInfiniteQuery(chatsQueryOptions())
  // A conversation with a new message moves to the top, so a later page can repeat one already shown: keep the first.
  const conversations = (chats.data?.pages.flatMap((page) => page.results) ?? []).filter(
    (chat, index, all) => all.findIndex((other) => other.id === chat.id) === index,
  )
  return (
    <nav className="chats__inbox" aria-label={t`Conversations`}>
      {chats.isPending && (
        <p className="muted">
          <Trans>Loading your conversations…</Trans>
        </p>
      )}
      {chats.isError && !chats.isFetchNextPageError && (
        <p role="alert">
          <Trans>Your conversations could not be loaded.</Trans>
        </p>
      )}
      {chats.data?.pages[0]?.count === 0 && (
        <p className="muted">
          <Trans>No conversation yet: one starts with each booking request or question to an owner.</Trans>
        </p>
      )}
      <ul className="chats__list">
        {conversations.map((chat) => (
          <InboxItem key={chat.id} chat={chat} open={chat.id === openId} />
        ))}
      </ul>
      {chats.hasNextPage && (
        <button
          type="button"
          className="link-button chats__more"
          disabled={chats.isFetchingNextPage}
          onClick={() => void chats.fetchNextPage()}
        >
          {chats.isFetchingNextPage ? <Trans>Loading more conversations…</Trans> : <Trans>More conversations</Trans>}
        </button>
      )}
      {chats.isFetchNextPageError && (
        <p role="alert">
          <Trans>More conversations could not be loaded.</Trans>
        </p>
      )}
    </nav>
  )
}

function InboxItem({ chat, open }: { chat: ChatSummary; open: boolean }) {
  const { locale } = useLocale()
  const unread = chat.unread_count
  return (
    <li>
      <LocalizedLink
        to={paths.chat.href(chat.id)}
        className={`chats__item${open ? ' chats__item--open' : ''}`}
        aria-current={open ? 'page' : undefined}
      >
        {chat.camper.photo && <img className="chats__photo" src={chat.camper.photo} alt="" />}
        <span className="chats__item-text">
          <strong>{chat.other_party.first_name}</strong> <span className="muted">· {chat.camper.title}</span>
          <span className="chats__dates muted">
            <ChatSubject chat={chat} />
          </span>
          {chat.last_message && (
            <span className="chats__excerpt">
              {chat.last_message.is_mine && <Trans>You:</Trans>} {chat.last_message.body}
              <span className="muted"> · {formatSendTime(chat.last_message.send_on_tz, viewerTimeZone(), locale)}</span>
            </span>
          )}
        </span>
        {unread > 0 && (
          <span className="chats__badge">
            <span aria-hidden="true">{unread}</span>
            <span className="visually-hidden">
              <Plural value={unread} one="# unread message" other="# unread messages" />
            </span>
          </span>
        )}
      </LocalizedLink>
    </li>
  )
}

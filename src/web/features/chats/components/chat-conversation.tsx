import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../../domain/chat-rules'
import { LocalizedLink, useLocale } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { ApiClientError } from '../../../lib/api-client-error'
import { chatQueryOptions, loadedMessages, type Chat, type ChatMessage } from '../api/get-chat'
import { chatsKey } from '../../../api/get-unread-total'
import { markChatMessageRead } from '../api/mark-chat-message-read'
import { sendChatMessage } from '../api/send-chat-message'
import { ChatSubject } from './chat-subject'
import { formatSendTime, viewerTimeZone } from './chat-time'

/** The conversation's newest page (its header and rights) and every message loaded so far, with the way to load older ones. */
interface LoadedChat {
  chat: Chat
  messages: ChatMessage[]
  older: { has: boolean; loading: boolean; failed: boolean; load: () => void }
}

/** One conversation: its booking, its messages (polled, older ones on demand), the answer form. */
export function ChatConversation({ id }: { id: number }) {
  const query = useInfiniteQuery(chatQueryOptions(id))
  const newest = query.data?.pages[0]
  const messages = query.data ? loadedMessages(query.data.pages) : []
  useMarkShownRead(newest, messages)
  // A failed older page leaves the conversation shown: only a conversation without data is an error.
  if (!newest)
    return query.isError ? (
      <p role="alert">
        <Trans>This conversation could not be loaded.</Trans>
      </p>
    ) : (
      <p className="muted">
        <Trans>Loading the conversation…</Trans>
      </p>
    )
  const older = {
    has: query.hasNextPage,
    loading: query.isFetchingNextPage,
    failed: query.isFetchNextPageError,
    load: () => void query.fetchNextPage(),
  }
  return <ConversationView loaded={{ chat: newest, messages, older }} />
}

/** Shown is read: the last message sent to the viewer is marked read (the server reads the earlier ones with it). */
function useMarkShownRead(chat: Chat | undefined, messages: ChatMessage[]) {
  const queryClient = useQueryClient()
  const { mutate } = useMutation({
    mutationFn: markChatMessageRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatsKey }),
  })
  const unread =
    chat && chat.role !== 'staff' ? messages.findLast((message) => !message.is_mine && !message.is_read) : undefined
  const unreadId = unread?.id
  useEffect(() => {
    if (unreadId !== undefined) mutate(unreadId)
  }, [unreadId, mutate])
}

function ConversationView({ loaded }: { loaded: LoadedChat }) {
  const { t } = useLingui()
  const { chat } = loaded
  const name = chat.other_party.first_name
  const { booking } = chat
  // An inquiry has no booking yet: its link goes to the listing asked about.
  const link = !booking
    ? { to: paths.listing.href(chat.camper.id), label: <Trans>See the listing</Trans> }
    : chat.role === 'owner'
      ? { to: paths.ownerBooking.href(booking.id), label: <Trans>See the booking</Trans> }
      : chat.role === 'guest'
        ? { to: paths.trip.href(booking.id), label: <Trans>See the trip</Trans> }
        : null
  return (
    <section className="chats__conversation" aria-labelledby="chat-title">
      <header className="chats__header">
        <h2 id="chat-title">
          {chat.role === 'staff' ? t`${chat.guest.first_name} and ${chat.owner.first_name}` : t`With ${name}`}
        </h2>
        <p className="muted">
          {chat.camper.title} · <ChatSubject chat={chat} />
          {link && (
            <>
              {' '}
              · <LocalizedLink to={link.to}>{link.label}</LocalizedLink>
            </>
          )}
        </p>
      </header>
      <MessagesAndForm loaded={loaded} />
    </section>
  )
}

function MessagesAndForm({ loaded: { chat, messages, older } }: { loaded: LoadedChat }) {
  const { t } = useLingui()
  const log = useRef<HTMLDivElement>(null)
  // Older messages go on top of the log: keep the distance to its bottom, so what the reader was looking at stays put.
  const fromBottom = useRef<number | null>(null)
  const oldestId = messages[0]?.id
  useLayoutEffect(() => {
    const element = log.current
    if (!element || fromBottom.current === null) return
    element.scrollTop = element.scrollHeight - fromBottom.current
    fromBottom.current = null
  }, [oldestId])
  // The newest messages are at the bottom of the log: a conversation opens there.
  const opened = useRef(false)
  useLayoutEffect(() => {
    if (opened.current || !log.current || messages.length === 0) return
    opened.current = true
    log.current.scrollTop = log.current.scrollHeight
  }, [messages.length])
  const loadOlder = () => {
    if (log.current) fromBottom.current = log.current.scrollHeight - log.current.scrollTop
    older.load()
  }
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState('')
  // Optimistic: the message shows at once from the mutation's variables, marked as sending, then as failed if it was refused.
  const send = useMutation({
    mutationFn: (body: string) => sendChatMessage(chat.id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatsKey }),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const body = draft.trim()
    if (!body || send.isPending) return
    setDraft('')
    send.mutate(body)
  }
  const failure = send.error instanceof ApiClientError ? send.error.apiError.messages[0] : undefined
  return (
    <>
      {older.has && (
        <button type="button" className="link-button chats__older" disabled={older.loading} onClick={loadOlder}>
          {older.loading ? <Trans>Loading older messages…</Trans> : <Trans>Older messages</Trans>}
        </button>
      )}
      {older.failed && (
        <p role="alert">
          <Trans>Older messages could not be loaded.</Trans>
        </p>
      )}
      {/* The log role wraps the list: on the list itself it would hide the list from assistive technology. */}
      <div ref={log} className="chats__messages" role="log" aria-live="polite" aria-label={t`Messages`} tabIndex={0}>
        <ol className="chats__list">
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
          {messages.length === 0 && (
            <li className="muted">
              <Trans>No message yet.</Trans>
            </li>
          )}
          {(send.isPending || send.isError) && send.variables !== undefined && (
            <li className={`chats__message chats__message--mine${send.isError ? ' chats__message--failed' : ''}`}>
              <p className="chats__body">{send.variables}</p>
              {send.isPending ? (
                <p className="chats__meta muted">
                  <Trans>Sending…</Trans>
                </p>
              ) : (
                <p className="chats__meta" role="alert">
                  <Trans>Not sent.</Trans> {failure}{' '}
                  <button type="button" className="link-button" onClick={() => send.mutate(send.variables!)}>
                    <Trans>Try again</Trans>
                  </button>
                </p>
              )}
            </li>
          )}
        </ol>
      </div>
      {chat.can_write ? (
        <form className="chats__form" onSubmit={submit} aria-label={t`Write to ${chat.other_party.first_name}`}>
          <label htmlFor="chat-answer">
            <Trans>Your message</Trans>
          </label>
          <textarea
            id="chat-answer"
            value={draft}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            rows={3}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              // Enter sends, Shift+Enter starts a new line.
              if (event.key === 'Enter' && !event.shiftKey) submit(event)
            }}
          />
          <button type="submit" className="button" disabled={draft.trim() === '' || send.isPending}>
            <Trans>Send</Trans>
          </button>
        </form>
      ) : (
        <p className="muted">
          <Trans>Staff read conversations without writing in them.</Trans>
        </p>
      )}
    </>
  )
}

function MessageItem({ message }: { message: ChatMessage }) {
  const { locale } = useLocale()
  const time = formatSendTime(message.send_on_tz, viewerTimeZone(), locale)
  return (
    <li className={`chats__message${message.is_mine ? ' chats__message--mine' : ''}`}>
      <p className="chats__body">{message.body}</p>
      <p className="chats__meta muted">
        <time dateTime={message.send_on_tz}>{time}</time>
        {message.is_mine &&
          (message.is_read ? (
            <>
              {' '}
              · <Trans>Read</Trans>
            </>
          ) : (
            <>
              {' '}
              · <Trans context="chat message status">Sent</Trans>
            </>
          ))}
      </p>
    </li>
  )
}

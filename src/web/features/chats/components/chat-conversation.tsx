import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type FormEvent } from 'react'
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../../domain/chat-rules'
import { LocalizedLink, useLocale } from '../../../app/locale-context'
import { paths } from '../../../app/paths'
import { ApiClientError } from '../../../lib/api-client'
import { formatDate } from '../../../lib/format'
import { chatQueryOptions, type Chat, type ChatMessage } from '../api/get-chat'
import { chatsKey } from '../api/list-chats'
import { markChatMessageRead } from '../api/mark-chat-message-read'
import { sendChatMessage } from '../api/send-chat-message'
import { formatSendTime, viewerTimeZone } from './chat-time'

/** One conversation: its booking, its messages (polled), the answer form. */
export function ChatConversation({ id }: { id: number }) {
  const chat = useQuery(chatQueryOptions(id))
  useMarkShownRead(chat.data)
  if (chat.isError) return <p role="alert"><Trans>This conversation could not be loaded.</Trans></p>
  if (!chat.data) return <p className="muted"><Trans>Loading the conversation…</Trans></p>
  return <ConversationView chat={chat.data} />
}

/** Shown is read: the last message sent to the viewer is marked read (the server reads the earlier ones with it). */
function useMarkShownRead(chat: Chat | undefined) {
  const queryClient = useQueryClient()
  const { mutate } = useMutation({
    mutationFn: markChatMessageRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatsKey }),
  })
  const unread = chat && chat.role !== 'staff' ? chat.messages.findLast((message) => !message.is_mine && !message.is_read) : undefined
  const unreadId = unread?.id
  useEffect(() => {
    if (unreadId !== undefined) mutate(unreadId)
  }, [unreadId, mutate])
}

function ConversationView({ chat }: { chat: Chat }) {
  const { t } = useLingui()
  const from = formatDate(chat.date_from)
  const to = formatDate(chat.date_to)
  const name = chat.other_party.first_name
  const bookingLink = chat.role === 'owner' ? paths.ownerBooking.href(chat.booking.id) : chat.role === 'guest' ? paths.trip.href(chat.booking.id) : null
  return (
    <section className="chats__conversation" aria-labelledby="chat-title">
      <header className="chats__header">
        <h2 id="chat-title">{chat.role === 'staff' ? t`${chat.guest.first_name} and ${chat.owner.first_name}` : t`With ${name}`}</h2>
        <p className="muted">
          {chat.camper.title} · <Trans>{from} to {to}</Trans>
          {bookingLink && <> · <LocalizedLink to={bookingLink}>{chat.role === 'owner' ? <Trans>See the booking</Trans> : <Trans>See the trip</Trans>}</LocalizedLink></>}
        </p>
      </header>
      <MessagesAndForm chat={chat} />
    </section>
  )
}

function MessagesAndForm({ chat }: { chat: Chat }) {
  const { t } = useLingui()
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
      <ol className="chats__messages" role="log" aria-live="polite" aria-label={t`Messages`}>
        {chat.messages.map((message) => <MessageItem key={message.id} message={message} />)}
        {chat.messages.length === 0 && <li className="muted"><Trans>No message yet.</Trans></li>}
        {(send.isPending || send.isError) && send.variables !== undefined && (
          <li className={`chats__message chats__message--mine${send.isError ? ' chats__message--failed' : ''}`}>
            <p className="chats__body">{send.variables}</p>
            {send.isPending
              ? <p className="chats__meta muted"><Trans>Sending…</Trans></p>
              : (
                <p className="chats__meta" role="alert">
                  <Trans>Not sent.</Trans> {failure} <button type="button" className="link-button" onClick={() => send.mutate(send.variables!)}><Trans>Try again</Trans></button>
                </p>
              )}
          </li>
        )}
      </ol>
      {chat.can_write
        ? (
          <form className="chats__form" onSubmit={submit} aria-label={t`Write to ${chat.other_party.first_name}`}>
            <label htmlFor="chat-answer"><Trans>Your message</Trans></label>
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
            <button type="submit" className="button" disabled={draft.trim() === '' || send.isPending}><Trans>Send</Trans></button>
          </form>
        )
        : <p className="muted"><Trans>Staff read conversations without writing in them.</Trans></p>}
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
        {message.is_mine && (message.is_read ? <> · <Trans>Read</Trans></> : <> · <Trans context="chat message status">Sent</Trans></>)}
      </p>
    </li>
  )
}

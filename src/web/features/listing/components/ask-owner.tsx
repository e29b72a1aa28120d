import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../../domain/chat-rules'
import { meQueryOptions } from '../../../api/get-me'
import { chatsKey } from '../../../api/get-unread-total'
import { ApiClientError } from '../../../lib/api-client-error'
import { isLoggedIn } from '../../../lib/auth-tokens'
import { LocalizedLink, useLocalizedPath } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { askOwner } from '../api/ask-owner'
import { inquiryQueryOptions } from '../api/find-inquiry'
import type { CamperDetail } from '../api/get-camper'
import './ask-owner.css'

/** Set on the way back from sign-in, so the question form is open where the guest left it. */
const ASK_PARAM = 'ask'

/**
 * A question to the owner before booking: it opens the guest's one inquiry about this camper (or writes in it), then
 * the conversation continues in the messages. Anonymous visitors sign in first and come back here; the camper's
 * owner has nobody to ask.
 */
export function AskOwner({ camper }: { camper: CamperDetail }) {
  const loggedIn = isLoggedIn()
  const me = useQuery({ ...meQueryOptions(), enabled: loggedIn })
  const inquiry = useQuery({ ...inquiryQueryOptions(camper.id), enabled: loggedIn })
  const [searchParams] = useSearchParams()
  const [open, setOpen] = useState(loggedIn && searchParams.get(ASK_PARAM) === '1')
  const location = useLocation()
  const name = camper.owner.first_name
  if (loggedIn && me.data?.id === camper.owner.id) return null

  const back = new URLSearchParams(location.search)
  back.set(ASK_PARAM, '1')
  const label = <Trans>Ask the owner a question</Trans>
  return (
    <section className="listing__section ask-owner" aria-labelledby="ask-owner-title">
      <h2 id="ask-owner-title">
        <Trans>A question before booking?</Trans>
      </h2>
      <p className="muted">
        <Trans>Write to {name}: the answer comes in your messages.</Trans>
      </p>
      {!loggedIn ? (
        <LocalizedLink
          className="button button--secondary"
          to={paths.login.href(`${location.pathname}?${back.toString()}`)}
        >
          {label}
        </LocalizedLink>
      ) : inquiry.data ? (
        <LocalizedLink className="button button--secondary" to={paths.chat.href(inquiry.data)}>
          <Trans>Continue your conversation with {name}</Trans>
        </LocalizedLink>
      ) : open ? (
        <QuestionForm camperId={camper.id} ownerName={name} onCancel={() => setOpen(false)} />
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          {label}
        </button>
      )}
    </section>
  )
}

function QuestionForm({
  camperId,
  ownerName,
  onCancel,
}: {
  camperId: number
  ownerName: string
  onCancel: () => void
}) {
  const { t } = useLingui()
  const [draft, setDraft] = useState('')
  const field = useRef<HTMLTextAreaElement>(null)
  useEffect(() => field.current?.focus(), [])
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const send = useMutation({
    mutationFn: (body: string) => askOwner(camperId, body),
    // Navigate first: refreshed, the inquiry query replaces this form with a link, and an unmounted form cannot navigate.
    onSuccess: async (sent) => {
      await navigate(localize(paths.chat.href(sent.chat)))
      void queryClient.invalidateQueries({ queryKey: chatsKey })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const body = draft.trim()
    if (body && !send.isPending) send.mutate(body)
  }
  const errors = send.error instanceof ApiClientError ? send.error.apiError.messages : []
  return (
    <form className="ask-owner__form" onSubmit={submit} aria-label={t`Question to ${ownerName}`}>
      <label htmlFor="ask-owner-question">
        <Trans>Your question to {ownerName}</Trans>
      </label>
      <textarea
        ref={field}
        id="ask-owner-question"
        value={draft}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        rows={4}
        aria-invalid={send.isError || undefined}
        aria-describedby={send.isError ? 'ask-owner-error' : undefined}
        onChange={(event) => setDraft(event.target.value)}
      />
      {send.isError && (
        <p id="ask-owner-error" className="field__error" role="alert">
          <Trans>Your question was not sent.</Trans> {errors.join(' ')}
        </p>
      )}
      <div className="ask-owner__actions">
        <button type="button" className="button button--light" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="button button--primary" disabled={draft.trim() === '' || send.isPending}>
          {send.isPending ? <Trans>Sending…</Trans> : <Trans>Send the question</Trans>}
        </button>
      </div>
    </form>
  )
}

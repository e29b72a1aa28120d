import { Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { useId } from 'react'
import { fromPromise } from 'xstate'
import { newsletterMachine } from '../../../machines/newsletter.machine'
import type { NewsletterFailure } from '../../domain/api-errors'
import { subscribeNewsletter } from '../api/subscribe-newsletter'

const subscribe = newsletterMachine.provide({
  actors: { subscribe: fromPromise<void, { email: string }>(({ input }) => subscribeNewsletter(input.email)) },
})

/** The footer's newsletter sign-up. */
export function NewsletterForm() {
  const { t } = useLingui()
  const [state, send] = useMachine(subscribe)
  const inputId = useId()
  const messageId = useId()
  const failures: Record<NewsletterFailure, string> = {
    email_already_exists: t`This address is already subscribed to our newsletter.`,
    email_is_invalid: t`Enter a valid email address.`,
    unknown: t`We could not subscribe you right now. Please try again later.`,
  }
  const failure = state.context.failure
  return (
    <form
      className="newsletter-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        send({ type: 'user.submit' })
      }}
    >
      <label htmlFor={inputId} className="newsletter-form__label">
        <Trans>Get our travel ideas by email</Trans>
      </label>
      <div className="newsletter-form__row">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          value={state.context.email}
          placeholder={t`Your email address`}
          aria-invalid={failure ? true : undefined}
          aria-describedby={messageId}
          onChange={(event) => send({ type: 'user.edit', email: event.target.value })}
        />
        <button type="submit" className="button button--primary button--small" disabled={state.matches('submitting')}>
          <Trans>Subscribe</Trans>
        </button>
      </div>
      <p id={messageId} className="newsletter-form__message" aria-live="polite">
        {state.matches('subscribed') && <Trans>Thank you! You are subscribed to our newsletter.</Trans>}
        {failure && <span className="newsletter-form__error">{failures[failure]}</span>}
      </p>
    </form>
  )
}

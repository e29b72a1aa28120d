import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useId, type FormEvent } from 'react'
import { fromPromise } from 'xstate'
import { phoneCertificationMachine } from '../../../../../machines/phone-certification.machine'
import type { CodeSent, PhoneCertificationFailure } from '../../../../../machines/phone-certification.machine'
import { PHONE_CODE_LENGTH } from '../../../../domain/account-rules'
import { LocalizedLink } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { ApiClientError } from '../../../lib/api-client-error'
import { formatDate } from '../../../lib/format'
import { certifyPhone } from '../api/certify-phone'
import { meKey, meQueryOptions } from '../../../api/get-me'
import { sendPhoneCode } from '../api/send-phone-code'
import { AccountBackLink } from '../components/account-back-link'
import { FormAlert } from '../components/field-error'
import './account.css'

/** An answered failure as the machine reads it: spec 1 §5, any 400 on the code is the bad-code error. */
function answeredFailure(error: unknown, codeRefused: boolean): unknown {
  if (!(error instanceof ApiClientError)) return error
  return {
    badCode: codeRefused && error.apiError.status === 400,
    messages: error.apiError.messages,
  } satisfies PhoneCertificationFailure
}

/** /d/account/profile/certify-phone: a renderer of the phone certification machine (code by SMS, typed back). */
export function CertifyPhonePage() {
  const { t } = useLingui()
  usePageHead({ title: t`Certify my phone number · Roam` })
  const id = useId()
  const queryClient = useQueryClient()
  const me = useQuery(meQueryOptions())
  const [state, send] = useMachine(
    phoneCertificationMachine.provide({
      actors: {
        sendCode: fromPromise<CodeSent>(async () => {
          try {
            const sent = await sendPhoneCode()
            return { expiresAt: sent.expires_at ?? null, sentNow: sent.sent }
          } catch (error) {
            throw answeredFailure(error, false)
          }
        }),
        certify: fromPromise<void, { code: string }>(async ({ input }) => {
          try {
            await certifyPhone(input.code)
          } catch (error) {
            throw answeredFailure(error, true)
          }
          await queryClient.invalidateQueries({ queryKey: meKey })
        }),
      },
    }),
  )
  const { context } = state
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    send({ type: 'user.submit' })
  }
  const badCode = t({
    id: 'dashboard.account.certify_phone.form.error',
    message: 'This code is not valid. Check the text message or ask for a new code.',
  })
  const phone = me.data?.phone ?? ''
  const certified = state.matches('certified')
  const codeSent = state.matches('codeSent')

  return (
    <section className="page page--narrow">
      <AccountBackLink />
      <h1 className="page-title">
        <Trans>Certify my phone number</Trans>
      </h1>
      {me.data && !me.data.phone && (
        <p className="account-notice">
          <Trans>Add a phone number to your profile first.</Trans>{' '}
          <LocalizedLink to={paths.accountProfile.href()}>
            <Trans>Go to my profile</Trans>
          </LocalizedLink>
        </p>
      )}
      {me.data?.phone && (me.data.phone_verified || certified) && (
        <p className="account-notice account-notice--success" role="status">
          <Trans>Your phone number {phone} is certified.</Trans>
        </p>
      )}
      {me.data?.phone && !me.data.phone_verified && !certified && (
        <div className="card account-form">
          <p>
            <Trans>
              We will send a {PHONE_CODE_LENGTH}-digit code by text message to {phone}.
            </Trans>
          </p>
          {state.matches('sendFailed') && (
            <FormAlert
              messages={context.messages.length ? context.messages : [t`The code could not be sent. Please try again.`]}
            />
          )}
          {codeSent && context.expiresAt && (
            <p role="status">
              {context.sentNow ? <Trans>Code sent.</Trans> : <Trans>A code was sent a moment ago.</Trans>}{' '}
              <Trans>It is valid until {formatDate(context.expiresAt, { timeStyle: 'short' })}.</Trans>
            </p>
          )}
          {/* While cooling down the machine ignores another send: the SMS may simply be slow. */}
          <button
            className="button button--secondary"
            type="button"
            onClick={() => send({ type: 'user.send' })}
            disabled={!state.can({ type: 'user.send' })}
          >
            {context.expiresAt ? <Trans>Send a new code</Trans> : <Trans>Send me a code</Trans>}
          </button>
          {codeSent && (
            <form onSubmit={submit} className="account-form" aria-label={t`Certification code`}>
              {(context.badCode || context.failed) && (
                <div className="form-error" role="alert">
                  {context.badCode && <p>{badCode}</p>}
                  {context.failed && !context.messages.length && (
                    <p>{t`Your number could not be certified. Please try again.`}</p>
                  )}
                  {context.messages.map((message, index) => (
                    <p key={index}>{message}</p>
                  ))}
                </div>
              )}
              <div className="field">
                <label htmlFor={`${id}-code`}>
                  <Trans>Code received by text message</Trans>
                </label>
                <input
                  id={`${id}-code`}
                  name="code"
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]*"
                  maxLength={PHONE_CODE_LENGTH}
                  required
                  value={context.code}
                  onChange={(event) => send({ type: 'user.edit', code: event.target.value })}
                />
              </div>
              <button
                className="button button--primary"
                type="submit"
                disabled={state.matches({ codeSent: { entry: 'certifying' } })}
              >
                <Trans>Certify my number</Trans>
              </button>
            </form>
          )}
        </div>
      )}
    </section>
  )
}

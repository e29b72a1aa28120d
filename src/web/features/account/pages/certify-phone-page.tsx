import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, type FormEvent } from 'react'
import { PHONE_CODE_LENGTH } from '../../../../domain/account-rules'
import { LocalizedLink } from '../../../app/locale-context'
import { usePageHead } from '../../../app/page-head'
import { paths } from '../../../app/paths'
import { formatDate } from '../../../lib/format'
import { certifyPhone } from '../api/certify-phone'
import { meQueryOptions } from '../api/get-me'
import { sendPhoneCode } from '../api/send-phone-code'
import { AccountBackLink } from '../components/account-back-link'
import { FormAlert } from '../components/field-error'
import { formMessagesOf } from '../components/form-messages'
import './account.css'

/** /d/account/profile/certify-phone: a code goes out by SMS; typing it back certifies the number. */
export function CertifyPhonePage() {
  const { t } = useLingui()
  usePageHead({ title: t`Certify my phone number · Roam` })
  const id = useId()
  const queryClient = useQueryClient()
  const me = useQuery(meQueryOptions())
  const send = useMutation({ mutationFn: sendPhoneCode })
  const certify = useMutation({
    mutationFn: certifyPhone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    certify.mutate(String(new FormData(event.currentTarget).get('code') ?? '').trim())
  }
  // Spec 1 §5: any 400 on the code is the bad-code error; the server's own words say which (expired, tries left).
  const badCode = t({ id: 'dashboard.account.certify_phone.form.error', message: 'This code is not valid. Check the text message or ask for a new code.' })
  const certifyErrors = formMessagesOf(certify.error, t`Your number could not be certified. Please try again.`)
  const sendErrors = formMessagesOf(send.error, t`The code could not be sent. Please try again.`)
  const phone = me.data?.phone ?? ''
  const sent = send.data

  return (
    <section className="page page--narrow">
      <AccountBackLink />
      <h1 className="page-title"><Trans>Certify my phone number</Trans></h1>
      {me.data && !me.data.phone && (
        <p className="account-notice">
          <Trans>Add a phone number to your profile first.</Trans>{' '}
          <LocalizedLink to={paths.accountProfile.href()}><Trans>Go to my profile</Trans></LocalizedLink>
        </p>
      )}
      {me.data?.phone && (me.data.phone_verified || certify.isSuccess) && (
        <p className="account-notice account-notice--success" role="status">
          <Trans>Your phone number {phone} is certified.</Trans>
        </p>
      )}
      {me.data?.phone && !me.data.phone_verified && !certify.isSuccess && (
        <div className="card account-form">
          <p><Trans>We will send a {PHONE_CODE_LENGTH}-digit code by text message to {phone}.</Trans></p>
          <FormAlert messages={[...sendErrors.general, ...Object.values(sendErrors.fields).flat()]} />
          {sent?.expires_at && (
            <p role="status">
              {sent.sent ? <Trans>Code sent.</Trans> : <Trans>A code was sent a moment ago.</Trans>}{' '}
              <Trans>It is valid until {formatDate(sent.expires_at, { timeStyle: 'short' })}.</Trans>
            </p>
          )}
          <button className="button button--secondary" type="button" onClick={() => send.mutate()} disabled={send.isPending}>
            {sent ? <Trans>Send a new code</Trans> : <Trans>Send me a code</Trans>}
          </button>
          <form onSubmit={submit} className="account-form" aria-label={t`Certification code`}>
            {certify.error ? (
              <div className="form-error" role="alert">
                <p>{badCode}</p>
                {[...certifyErrors.general, ...Object.values(certifyErrors.fields).flat()].map((message, index) => <p key={index}>{message}</p>)}
              </div>
            ) : null}
            <div className="field">
              <label htmlFor={`${id}-code`}><Trans>Code received by text message</Trans></label>
              <input id={`${id}-code`} name="code" type="text" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" maxLength={PHONE_CODE_LENGTH} required />
            </div>
            <button className="button button--primary" type="submit" disabled={certify.isPending}>
              <Trans>Certify my number</Trans>
            </button>
          </form>
        </div>
      )}
    </section>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { meQueryOptions } from '../../../api/get-me'
import { usePageHead } from '../../../lib/page-head'
import {
  notificationPreferencesKey,
  notificationPreferencesQueryOptions,
  type EmailCategoryName,
} from '../api/get-notification-preferences'
import { updateNotificationPreferences } from '../api/update-notification-preferences'
import { AccountBackLink } from '../components/account-back-link'
import { useEmailCategoryWords } from '../components/email-category-words'
import { TimeZoneForm } from '../components/time-zone-form'
import './account.css'

type OptionalCategory = Exclude<EmailCategoryName, 'booking_updates'>

/**
 * /d/account/notifications: one email switch per category, each saved as it is flipped (in-app is always on), and the
 * time zone the emails and notifications write dates and times in.
 */
export function NotificationPreferencesPage() {
  const { t } = useLingui()
  usePageHead({ title: t`Email notifications · Roam` })
  const id = useId()
  const words = useEmailCategoryWords()
  const queryClient = useQueryClient()
  const preferences = useQuery(notificationPreferencesQueryOptions())
  const me = useQuery(meQueryOptions())
  const save = useMutation({
    mutationFn: ({ category, enabled }: { category: OptionalCategory; enabled: boolean }) =>
      updateNotificationPreferences({ [category]: enabled }),
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesKey, saved),
  })
  const saving = save.isPending ? save.variables.category : null
  const savedName = save.isSuccess ? words[save.variables.category].name : ''

  return (
    <section className="page page--narrow">
      <AccountBackLink />
      <h1 className="page-title">
        <Trans>Email notifications</Trans>
      </h1>
      <p>
        <Trans>
          Choose which emails Roam sends you. Notifications in the app (the bell) are always on, whatever you choose
          here.
        </Trans>
      </p>
      {preferences.isError ? (
        <p role="alert">
          <Trans>We could not load your email preferences. Try again in a moment.</Trans>
        </p>
      ) : !preferences.data ? (
        <p aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <ul className="email-preferences card" aria-label={t`Emails`}>
          {preferences.data.email.map(({ category, enabled, locked }) => (
            <li key={category} className="email-preferences__item">
              <input
                id={`${id}-${category}`}
                type="checkbox"
                role="switch"
                checked={enabled}
                disabled={locked || saving === category}
                aria-describedby={`${id}-${category}-about`}
                onChange={(event) => {
                  if (category !== 'booking_updates') save.mutate({ category, enabled: event.currentTarget.checked })
                }}
              />
              <div>
                <label htmlFor={`${id}-${category}`}>{words[category].name}</label>
                <p className="field__hint" id={`${id}-${category}-about`}>
                  {words[category].about}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="account-notice account-notice--success" role="status" hidden={!save.isSuccess}>
        {save.isSuccess ? (
          save.variables.enabled ? (
            <Trans>Saved: {savedName} emails are on.</Trans>
          ) : (
            <Trans>Saved: {savedName} emails are off.</Trans>
          )
        ) : null}
      </p>
      {save.isError ? (
        <p className="account-notice" role="alert">
          <Trans>Your choice could not be saved. Please try again.</Trans>
        </p>
      ) : null}
      {me.data ? <TimeZoneForm user={me.data} /> : null}
    </section>
  )
}

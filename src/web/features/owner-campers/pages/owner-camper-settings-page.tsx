import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, type FormEvent } from 'react'
import { useParams } from 'react-router'
import { ARRIVAL_HOURS, DEPARTURE_HOURS } from '../../../../domain/booking-rules'
import { settingsPatch, THREE_WAY_RULES } from '../../../../domain/camper-forms'
import { PROFILE_LANGUAGES } from '../../../../domain/account-rules'
import { DEPOSIT_MEANS, type DepositMean, type ThreeWayRule } from '../../../../domain/listing-rules'
import { toBcp47 } from '../../../../domain/locales'
import { useLocale } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { camperPreferencesKey, camperPreferencesQueryOptions } from '../api/get-camper-preferences'
import type { CamperPreferences } from '../api/get-camper-preferences'
import { ownerCampersKey } from '../api/list-owner-campers'
import { updateCamperPreferences } from '../api/update-camper-preferences'
import { FieldError, fieldProps, FormAlert, formMessagesOf } from '../components/form-fields'

/** /d/campers/{id}/settings: title, description, instant booking, deposit, house rules, languages, minimum stay, hours. */
export function OwnerCamperSettingsPage() {
  const { t } = useLingui()
  const id = Number(useParams().id)
  const preferences = useQuery(camperPreferencesQueryOptions(id))
  usePageHead({ title: t`Camper settings · Roam` })
  return (
    <section className="page">
      <h2>
        <Trans>Settings</Trans>
      </h2>
      {preferences.isError ? (
        <p role="alert">
          <Trans>The settings could not be loaded.</Trans>
        </p>
      ) : null}
      {preferences.data ? <SettingsForm id={id} preferences={preferences.data} /> : null}
      {preferences.isPending ? (
        <p className="muted">
          <Trans>Loading the settings…</Trans>
        </p>
      ) : null}
    </section>
  )
}

function SettingsForm({ id, preferences }: { id: number; preferences: CamperPreferences }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const formId = useId()
  const queryClient = useQueryClient()
  const save = useMutation({
    mutationFn: (form: FormData) =>
      updateCamperPreferences(
        id,
        settingsPatch({
          title: String(form.get('title') ?? ''),
          description: String(form.get('description') ?? ''),
          instantBooking: form.get('instant_booking_activated') === 'on',
          deposit: String(form.get('deposit') ?? ''),
          depositMeans: form.getAll('deposit_mean').map(String),
          languages: form.getAll('vehicle_owner_language_spoke').map(String),
          pets: String(form.get('pets_allowed') ?? ''),
          smoking: String(form.get('smoking_allowed') ?? ''),
          abroad: String(form.get('abroad_allowed') ?? ''),
          minDays: String(form.get('min_days') ?? ''),
          hourFrom: String(form.get('hour_from') ?? ''),
          hourTo: String(form.get('hour_to') ?? ''),
        }),
      ),
    onSuccess: async (saved) => {
      queryClient.setQueryData(camperPreferencesKey(id), saved)
      // The title and description count in the checklist and the list of campers.
      await queryClient.invalidateQueries({ queryKey: ownerCampersKey })
    },
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    save.mutate(new FormData(event.currentTarget))
  }
  const errors = formMessagesOf(save.error, t`The settings could not be saved. Please try again.`)
  const messages = (name: string) => errors.fields[name]
  const field = (name: string) => fieldProps(formId, name, messages(name))
  const languageNames = new Intl.DisplayNames([toBcp47(locale)], { type: 'language' })
  const meanLabel: Record<DepositMean, string> = {
    card: t`Card`,
    check: t`Cheque`,
    cash: t`Cash`,
    transfer: t`Bank transfer`,
    others: t`Other`,
  }
  const ruleLabel: Record<ThreeWayRule, string> = {
    ALLOWED: t`Allowed`,
    NOT_ALLOWED: t`Not allowed`,
    ON_DEMAND: t`On request`,
  }
  const rules = [
    { name: 'pets_allowed', label: t`Pets`, value: preferences.pets_allowed },
    { name: 'smoking_allowed', label: t`Smoking`, value: preferences.smoking_allowed },
    { name: 'abroad_allowed', label: t`Travelling abroad`, value: preferences.abroad_allowed },
  ] as const
  return (
    <form noValidate onSubmit={submit} aria-label={t`Camper settings`}>
      <FormAlert messages={errors.general} />
      {save.isSuccess ? (
        <p role="status">
          <Trans>Your settings are saved.</Trans>
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={`${formId}-title`}>
          <Trans>Title</Trans>
        </label>
        <input type="text" defaultValue={preferences.title} {...field('title')} />
        <FieldError id={`${formId}-title-error`} messages={messages('title')} />
      </div>
      <div className="field">
        <label htmlFor={`${formId}-description`}>
          <Trans>Description</Trans>
        </label>
        <textarea rows={6} defaultValue={preferences.description} {...field('description')} />
        <FieldError id={`${formId}-description-error`} messages={messages('description')} />
      </div>
      <div className="field">
        <label>
          <input
            type="checkbox"
            defaultChecked={preferences.instant_booking_activated}
            {...field('instant_booking_activated')}
          />{' '}
          <Trans>Instant booking</Trans>
        </label>
        <FieldError id={`${formId}-instant_booking_activated-error`} messages={messages('instant_booking_activated')} />
      </div>
      <div className="field">
        <label htmlFor={`${formId}-deposit`}>
          <Trans>Deposit ({preferences.currency})</Trans>
        </label>
        <input type="number" min={0} step="0.01" defaultValue={preferences.deposit} {...field('deposit')} />
        <FieldError id={`${formId}-deposit-error`} messages={messages('deposit')} />
      </div>
      <fieldset aria-describedby={messages('deposit_mean') ? `${formId}-deposit_mean-error` : undefined}>
        <legend>
          <Trans>Deposit accepted by</Trans>
        </legend>
        {DEPOSIT_MEANS.map((mean) => (
          <label key={mean}>
            <input
              type="checkbox"
              name="deposit_mean"
              value={mean}
              defaultChecked={preferences.deposit_mean.includes(mean)}
            />{' '}
            {meanLabel[mean]}
          </label>
        ))}
      </fieldset>
      <FieldError id={`${formId}-deposit_mean-error`} messages={messages('deposit_mean')} />
      <fieldset
        aria-describedby={
          messages('vehicle_owner_language_spoke') ? `${formId}-vehicle_owner_language_spoke-error` : undefined
        }
      >
        <legend>
          <Trans>Languages you speak</Trans>
        </legend>
        {PROFILE_LANGUAGES.map((code) => (
          <label key={code}>
            <input
              type="checkbox"
              name="vehicle_owner_language_spoke"
              value={code}
              defaultChecked={preferences.vehicle_owner_language_spoke.includes(code)}
            />{' '}
            {languageNames.of(code) ?? code}
          </label>
        ))}
      </fieldset>
      <FieldError
        id={`${formId}-vehicle_owner_language_spoke-error`}
        messages={messages('vehicle_owner_language_spoke')}
      />
      {rules.map((rule) => (
        <div className="field" key={rule.name}>
          <label htmlFor={`${formId}-${rule.name}`}>{rule.label}</label>
          <select defaultValue={rule.value} {...field(rule.name)}>
            {THREE_WAY_RULES.map((value) => (
              <option key={value} value={value}>
                {ruleLabel[value]}
              </option>
            ))}
          </select>
          <FieldError id={`${formId}-${rule.name}-error`} messages={messages(rule.name)} />
        </div>
      ))}
      <div className="field">
        <label htmlFor={`${formId}-min_days`}>
          <Trans>Minimum stay (days)</Trans>
        </label>
        <input type="number" min={1} step={1} defaultValue={preferences.min_days} {...field('min_days')} />
        <FieldError id={`${formId}-min_days-error`} messages={messages('min_days')} />
      </div>
      <div className="field">
        <label htmlFor={`${formId}-hour_from`}>
          <Trans>Departure time</Trans>
        </label>
        <select defaultValue={String(preferences.hour_from ?? 14)} {...field('hour_from')}>
          {DEPARTURE_HOURS.map((hour) => (
            <option key={hour} value={hour}>{`${hour}:00`}</option>
          ))}
        </select>
        <FieldError id={`${formId}-hour_from-error`} messages={messages('hour_from')} />
      </div>
      <div className="field">
        <label htmlFor={`${formId}-hour_to`}>
          <Trans>Return time</Trans>
        </label>
        <select defaultValue={String(preferences.hour_to ?? 12)} {...field('hour_to')}>
          {ARRIVAL_HOURS.map((hour) => (
            <option key={hour} value={hour}>{`${hour}:00`}</option>
          ))}
        </select>
        <FieldError id={`${formId}-hour_to-error`} messages={messages('hour_to')} />
      </div>
      <button className="button button--primary" type="submit" disabled={save.isPending}>
        {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save the settings</Trans>}
      </button>
    </form>
  )
}

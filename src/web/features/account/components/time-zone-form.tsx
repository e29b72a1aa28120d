import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useMemo, useState, type FormEvent } from 'react'
import { MARKETPLACE_TIME_ZONE, timeZoneGroups } from '../../../../domain/time-zones'
import { meKey, type PrivateUser } from '../../../api/get-me'
import { saveTimeZone } from '../../../api/save-time-zone'
import { formatDate } from '../../../lib/format'
import { browserTimeZone } from '../../../lib/time-zone'
import { FieldError, FormAlert } from './field-error'
import { formMessagesOf } from './form-messages'

/** The IANA areas in the reader's words; an area not named here shows as IANA spells it. */
function useAreaNames(): Record<string, string> {
  const { t } = useLingui()
  return {
    Africa: t`Africa`,
    America: t`Americas`,
    Antarctica: t`Antarctica`,
    Arctic: t`Arctic`,
    Asia: t`Asia`,
    Atlantic: t`Atlantic Ocean`,
    Australia: t`Australia`,
    Europe: t`Europe`,
    Indian: t`Indian Ocean`,
    Pacific: t`Pacific Ocean`,
  }
}

/** The city part of a zone, as the select shows it: America/New_York → New York. */
const cityOf = (zone: string) => zone.slice(zone.indexOf('/') + 1).replaceAll('_', ' ')

/**
 * The account's time zone, which its emails and notifications write dates and times in: every zone grouped by area,
 * the saved one selected (or, before one is saved, this device's), and this device's offered when it differs.
 */
export function TimeZoneForm({ user }: { user: PrivateUser }) {
  const { t } = useLingui()
  const id = useId()
  const areaNames = useAreaNames()
  const queryClient = useQueryClient()
  const device = browserTimeZone()
  const saved = user.time_zone ?? null
  const [choice, setChoice] = useState(saved ?? device ?? MARKETPLACE_TIME_ZONE)
  const groups = useMemo(() => timeZoneGroups(Intl.supportedValuesOf('timeZone'), choice), [choice])
  const save = useMutation({
    mutationFn: saveTimeZone,
    onSuccess: (updated) => queryClient.setQueryData(meKey, updated),
  })
  const errors = formMessagesOf(save.error, t`Your time zone could not be saved. Please try again.`)
  const now = formatDate(new Date(), { hour: '2-digit', minute: '2-digit', timeZone: choice, timeZoneName: 'short' })
  const deviceCity = device ? cityOf(device) : ''
  const savedCity = saved ? cityOf(saved) : ''

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    save.mutate(choice)
  }

  return (
    <form className="account-form card time-zone-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="time-zone-form__title">
        <Trans>Time zone</Trans>
      </h2>
      <p className="field__hint" id={`${id}-about`}>
        <Trans>Dates and times in your emails and notifications are written in this time zone.</Trans>
      </p>
      <FormAlert messages={errors.general} />
      <div className="field">
        {/* The heading names the select: a label repeating it right below would say it twice. */}
        <select
          id={`${id}-zone`}
          aria-labelledby={`${id}-title`}
          value={choice}
          onChange={(event) => {
            save.reset()
            setChoice(event.currentTarget.value)
          }}
          aria-invalid={errors.fields.time_zone ? true : undefined}
          aria-describedby={`${id}-about ${id}-now${errors.fields.time_zone ? ` ${id}-error` : ''}`}
        >
          {groups.map((group) =>
            group.area === 'UTC' ? (
              <option key="UTC" value="UTC">
                UTC
              </option>
            ) : (
              <optgroup key={group.area} label={areaNames[group.area] ?? group.area}>
                {group.zones.map(({ zone, city }) => (
                  <option key={zone} value={zone}>
                    {city}
                  </option>
                ))}
              </optgroup>
            ),
          )}
        </select>
        <p className="field__hint" id={`${id}-now`}>
          <Trans>It is now {now} there.</Trans>
        </p>
        <FieldError id={`${id}-error`} messages={errors.fields.time_zone} />
        {device && device !== choice ? (
          <button type="button" className="link-button time-zone-form__device" onClick={() => setChoice(device)}>
            <Trans>Use this device’s time zone ({deviceCity})</Trans>
          </button>
        ) : null}
      </div>
      <button className="button button--primary" type="submit" disabled={save.isPending || choice === saved}>
        {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save the time zone</Trans>}
      </button>
      <p className="account-notice account-notice--success" role="status" hidden={!save.isSuccess}>
        {save.isSuccess ? <Trans>Saved: your emails and notifications now give the time in {savedCity}.</Trans> : null}
      </p>
    </form>
  )
}

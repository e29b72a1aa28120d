import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { ARRIVAL_HOURS, DEPARTURE_HOURS } from '../../../../domain/calendar-period-rules'
import { simpleToast, useToasts } from '../../../chrome/toasts-context'
import { ownerCamperKey } from '../api/list-calendar-periods'
import type { PricesDetails } from '../api/get-prices-details'
import { updatePricesDetails } from '../api/update-prices-details'
import { ActionError } from './action-error'

/** The base price per day, minimum stay, handover hours and whether unlimited km may be taken. */
export function PricesForm({ details }: { details: PricesDetails }) {
  const { t } = useLingui()
  const id = useId()
  const queryClient = useQueryClient()
  const { show } = useToasts()
  const [price, setPrice] = useState(details.price_per_day)
  const [minDays, setMinDays] = useState(String(details.min_days))
  const [hourFrom, setHourFrom] = useState(String(details.hour_from))
  const [hourTo, setHourTo] = useState(String(details.hour_to))
  const [unlimitedKm, setUnlimitedKm] = useState(details.unlimited_km_allowed)
  const save = useMutation({
    mutationFn: () =>
      updatePricesDetails(details.camper_id, {
        price_per_day: Number(price),
        min_days: Number(minDays),
        hour_from: Number(hourFrom),
        hour_to: Number(hourTo),
        unlimited_km_allowed: unlimitedKm,
      }),
    onSuccess: () => {
      show(simpleToast('success', t`Prices saved.`))
      return queryClient.invalidateQueries({ queryKey: ownerCamperKey(details.camper_id) })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate()
  }
  const currency = details.currency
  // A stored hour outside the spec's choices (older listings) is shown as is until the owner picks one.
  const hourChoices = (hours: readonly number[], current: number) =>
    hours.includes(current) ? hours : [current, ...hours]
  return (
    <form className="owner-prices__form card" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <Trans>Base price and stay</Trans>
      </h3>
      <div className="field">
        <label htmlFor={`${id}-price`}>
          <Trans>Price per day ({currency})</Trans>
        </label>
        <input
          id={`${id}-price`}
          type="number"
          inputMode="decimal"
          min={1}
          step="0.01"
          required
          value={price}
          onChange={(event) => setPrice(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-min-days`}>
          <Trans>Minimum stay (days)</Trans>
        </label>
        <input
          id={`${id}-min-days`}
          type="number"
          min={1}
          max={365}
          required
          value={minDays}
          onChange={(event) => setMinDays(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-hour-from`}>
          <Trans>Departure time</Trans>
        </label>
        <select id={`${id}-hour-from`} value={hourFrom} onChange={(event) => setHourFrom(event.target.value)}>
          {hourChoices(DEPARTURE_HOURS, details.hour_from).map((hour) => (
            <option key={hour} value={hour}>{t`${hour}:00`}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-hour-to`}>
          <Trans>Return time</Trans>
        </label>
        <select id={`${id}-hour-to`} value={hourTo} onChange={(event) => setHourTo(event.target.value)}>
          {hourChoices(ARRIVAL_HOURS, details.hour_to).map((hour) => (
            <option key={hour} value={hour}>{t`${hour}:00`}</option>
          ))}
        </select>
      </div>
      <label>
        <input type="checkbox" checked={unlimitedKm} onChange={(event) => setUnlimitedKm(event.target.checked)} />{' '}
        <Trans>Guests may take unlimited km</Trans>
      </label>
      <ActionError error={save.error} />
      <div>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          <Trans>Save the prices</Trans>
        </button>
      </div>
    </form>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { createCamperOption } from '../api/create-camper-option'
import { deleteCamperOption } from '../api/delete-camper-option'
import type { CamperOptionInput, PricesDetails } from '../api/get-prices-details'
import { ownerCamperKey } from '../api/list-calendar-periods'
import { ActionError } from './action-error'

/** The extras rented with the camper, each priced per day or once per booking. */
export function OptionsEditor({ details }: { details: PricesDetails }) {
  const { t } = useLingui()
  const id = useId()
  const queryClient = useQueryClient()
  const [name, setName] = useState('')
  const [price, setPrice] = useState('')
  const [recurrence, setRecurrence] = useState<CamperOptionInput['recurrence']>('booking')
  const refresh = () => queryClient.invalidateQueries({ queryKey: ownerCamperKey(details.camper_id) })
  const add = useMutation({
    mutationFn: () => createCamperOption(details.camper_id, { name, price: Number(price), recurrence }),
    onSuccess: () => {
      setName('')
      setPrice('')
      return refresh()
    },
  })
  const remove = useMutation({
    mutationFn: (optionId: number) => deleteCamperOption(details.camper_id, optionId),
    onSuccess: refresh,
  })
  const money = (amount: string) =>
    new Intl.NumberFormat(undefined, { style: 'currency', currency: details.currency }).format(Number(amount))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    add.mutate()
  }
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <Trans>Options</Trans>
      </h3>
      {details.options.length === 0 ? (
        <p className="muted">
          <Trans>No option yet.</Trans>
        </p>
      ) : (
        <ul className="owner-options">
          {details.options.map((option) => {
            const amount = money(option.price)
            return (
              <li key={option.id} className="owner-options__item" data-testid="owner-option">
                <span>
                  {option.name}:{' '}
                  {option.recurrence === 'day' ? <Trans>{amount} a day</Trans> : <Trans>{amount} a booking</Trans>}
                </span>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(option.id)}
                  aria-label={t`Remove ${option.name}`}
                >
                  <Trans>Remove</Trans>
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <form className="owner-prices__form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-name`}>
            <Trans>Option name</Trans>
          </label>
          <input
            id={`${id}-name`}
            required
            maxLength={80}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-price`}>
            <Trans>Price</Trans>
          </label>
          <input
            id={`${id}-price`}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            required
            value={price}
            onChange={(event) => setPrice(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-recurrence`}>
            <Trans>Charged</Trans>
          </label>
          <select
            id={`${id}-recurrence`}
            value={recurrence}
            onChange={(event) => setRecurrence(event.target.value as CamperOptionInput['recurrence'])}
          >
            <option value="booking">{t`Once per booking`}</option>
            <option value="day">{t`Per day`}</option>
          </select>
        </div>
        <ActionError error={add.error ?? remove.error} />
        <div>
          <button type="submit" className="button button--primary" disabled={add.isPending}>
            <Trans>Add the option</Trans>
          </button>
        </div>
      </form>
    </section>
  )
}

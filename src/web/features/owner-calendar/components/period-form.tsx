import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import {
  MAX_COLOUR,
  MIN_COLOUR,
  OWNER_UNAVAILABLE_REASONS,
  SEASONS,
  selectionToPeriod,
  type PeriodKind,
} from '../../../../domain/calendar-period-rules'
import { formatDate } from '../../../lib/format'
import { simpleToast, useToasts } from '../../../chrome/toasts-context'
import { createCalendarPeriod } from '../api/create-calendar-period'
import { ownerCamperKey, type CalendarPeriod, type CalendarPeriodInput } from '../api/list-calendar-periods'
import { updateCalendarPeriod } from '../api/update-calendar-period'
import { ActionError } from './action-error'
import { useReasonLabel, useSeasonLabel } from './calendar-labels'

const COLOURS = Array.from({ length: MAX_COLOUR - MIN_COLOUR + 1 }, (_, index) => MIN_COLOUR + index)

export interface PeriodFormProps {
  camperId: number
  /** The days picked on the calendar, both included. */
  firstDay: string
  lastDay: string
  /** The period being edited, or null for a new one. */
  editing: CalendarPeriod | null
  onDone: () => void
}

/** What to do with the picked days: block them with a reason, or price them (season, colour, minimum stay). */
export function PeriodForm({ camperId, firstDay, lastDay, editing, onDone }: PeriodFormProps) {
  const { t } = useLingui()
  const id = useId()
  const reasonLabel = useReasonLabel()
  const seasonLabel = useSeasonLabel()
  const queryClient = useQueryClient()
  const { show } = useToasts()
  const [kind, setKind] = useState<PeriodKind>(editing?.kind ?? 'unavailable')
  const [reason, setReason] = useState(editing?.reason ?? '')
  const [price, setPrice] = useState(editing?.price_per_day ?? '')
  const [season, setSeason] = useState(editing?.season ? String(editing.season) : '')
  const [colour, setColour] = useState(editing?.color ?? MIN_COLOUR)
  const [minDays, setMinDays] = useState(editing?.min_days ? String(editing.min_days) : '')

  const save = useMutation({
    mutationFn: (body: CalendarPeriodInput) =>
      editing ? updateCalendarPeriod(camperId, editing.id, body) : createCalendarPeriod(camperId, body),
    onSuccess: () => {
      show(simpleToast('success', editing ? t`Period saved.` : t`Calendar updated.`))
      onDone()
      return queryClient.invalidateQueries({ queryKey: ownerCamperKey(camperId) })
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const dates = selectionToPeriod(firstDay, lastDay)
    save.mutate(
      kind === 'unavailable'
        ? { ...dates, kind, reason: reason as CalendarPeriodInput['reason'] }
        : {
            ...dates,
            kind,
            price_per_day: price === '' ? null : Number(price),
            season: season === '' ? null : Number(season),
            color: colour,
            min_days: minDays === '' ? null : Number(minDays),
          },
    )
  }

  const from = formatDate(firstDay)
  const to = formatDate(lastDay)
  return (
    <form className="owner-period-form" onSubmit={submit} aria-label={t`Selected days`}>
      <p className="owner-period-form__days">
        <strong>
          <Trans>
            From {from} to {to}
          </Trans>
        </strong>
      </p>
      <fieldset className="owner-period-form__kind">
        <legend className="visually-hidden">
          <Trans>What to do with these days</Trans>
        </legend>
        <label>
          <input
            type="radio"
            name={`${id}-kind`}
            checked={kind === 'unavailable'}
            onChange={() => setKind('unavailable')}
          />{' '}
          <Trans>Block these days</Trans>
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-kind`}
            checked={kind === 'available'}
            onChange={() => setKind('available')}
          />{' '}
          <Trans>Set a price and season</Trans>
        </label>
      </fieldset>
      {kind === 'unavailable' ? (
        <div className="field">
          <label htmlFor={`${id}-reason`}>
            <Trans>Reason</Trans>
          </label>
          <select id={`${id}-reason`} value={reason} onChange={(event) => setReason(event.target.value)} required>
            <option value="">{t`Choose a reason`}</option>
            {OWNER_UNAVAILABLE_REASONS.map((value) => (
              <option key={value} value={value}>
                {reasonLabel(value)}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <>
          <div className="field">
            <label htmlFor={`${id}-price`}>
              <Trans>Price per day</Trans>
            </label>
            <input
              id={`${id}-price`}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={price}
              onChange={(event) => setPrice(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-season`}>
              <Trans>Season</Trans>
            </label>
            <select id={`${id}-season`} value={season} onChange={(event) => setSeason(event.target.value)}>
              <option value="">{t`No season`}</option>
              {SEASONS.map((value) => (
                <option key={value} value={value}>
                  {seasonLabel(value)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="field owner-period-form__colours">
            <legend>
              <Trans>Colour</Trans>
            </legend>
            {COLOURS.map((value) => (
              <label key={value} className={`owner-colour-swatch owner-day--colour-${value}`}>
                <input
                  type="radio"
                  name={`${id}-colour`}
                  checked={colour === value}
                  onChange={() => setColour(value)}
                />
                <span className="visually-hidden">
                  <Trans>Colour {value}</Trans>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-min-days`}>
              <Trans>Minimum stay (days)</Trans>
            </label>
            <input
              id={`${id}-min-days`}
              type="number"
              min={1}
              max={365}
              value={minDays}
              onChange={(event) => setMinDays(event.target.value)}
            />
          </div>
        </>
      )}
      <ActionError error={save.error} />
      <div className="owner-period-form__actions">
        <button type="button" className="button button--secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          <Trans>Save</Trans>
        </button>
      </div>
    </form>
  )
}

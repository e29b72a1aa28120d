import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { lastDayOf } from '../../../../domain/calendar-period-rules'
import { formatDate } from '../../../lib/format'
import { deleteCalendarPeriod } from '../api/delete-calendar-period'
import { ownerCamperKey, type CalendarPeriod } from '../api/list-calendar-periods'
import { ActionError } from './action-error'
import { useReasonLabel, useSeasonLabel } from './calendar-labels'

export interface PeriodListProps {
  camperId: number
  currency: string
  periods: CalendarPeriod[]
  onEdit: (period: CalendarPeriod) => void
}

/** The coming periods, each with what it does; imported ones are read-only (the next sync replaces them). */
export function PeriodList({ camperId, currency, periods, onEdit }: PeriodListProps) {
  const { t } = useLingui()
  const reasonLabel = useReasonLabel()
  const seasonLabel = useSeasonLabel()
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: (periodId: number) => deleteCalendarPeriod(camperId, periodId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerCamperKey(camperId) }),
  })
  if (periods.length === 0)
    return (
      <p className="muted">
        <Trans>No period yet: pick days on the calendar to block or price them.</Trans>
      </p>
    )
  return (
    <>
      <ActionError error={remove.error} />
      <ul className="owner-period-list">
        {periods.map((period) => {
          const from = formatDate(period.date_from)
          const to = formatDate(lastDayOf(period))
          const price =
            period.price_per_day === null
              ? null
              : new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(Number(period.price_per_day))
          return (
            <li key={period.id} className="owner-period-list__item" data-testid="owner-period">
              <span
                className={`owner-period-list__swatch ${period.kind === 'unavailable' ? 'owner-day--blocked' : `owner-day--colour-${period.color ?? 0}`}`}
                aria-hidden="true"
              />
              <span className="owner-period-list__days">
                <Trans>
                  {from} to {to}
                </Trans>
              </span>
              <span className="owner-period-list__what">
                {period.kind === 'unavailable' ? (
                  <Trans>Unavailable: {reasonLabel(period.reason)}</Trans>
                ) : (
                  [
                    price && t`${price} a day`,
                    period.season && seasonLabel(period.season),
                    period.min_days && plural(period.min_days, { one: 'at least # day', other: 'at least # days' }),
                  ]
                    .filter(Boolean)
                    .join(' · ')
                )}
              </span>
              {!period.imported && (
                <span className="owner-period-list__actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => onEdit(period)}
                  >
                    <Trans>Edit</Trans>
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(period.id)}
                    aria-label={t`Delete the period from ${from} to ${to}`}
                  >
                    <Trans>Delete</Trans>
                  </button>
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </>
  )
}

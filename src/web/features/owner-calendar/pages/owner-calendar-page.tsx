import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { startOfToday } from 'date-fns'
import { useState } from 'react'
import type { DateRange } from 'react-day-picker'
import { addDays } from '../../../../domain/stay-price'
import { lastDayOf, windowEnd } from '../../../../domain/calendar-period-rules'
import { usePageHead } from '../../../lib/page-head'
import { pricesDetailsQueryOptions } from '../api/get-prices-details'
import { calendarPeriodsQueryOptions, type CalendarPeriod } from '../api/list-calendar-periods'
import { toDate, toDay } from '../components/calendar-days'
import { useCamperId } from '../components/camper-id'
import { IcalPanel } from '../components/ical-panel'
import { OwnerCalendarGrid } from '../components/owner-calendar-grid'
import { PeriodForm } from '../components/period-form'
import { PeriodList } from '../components/period-list'
import './owner-calendar.css'

/** /d/campers/{id}/calendar: the owner's month grid, where picked days are blocked or priced, and the iCal sync. */
export function OwnerCalendarPage() {
  const { t } = useLingui()
  usePageHead({ title: t`Calendar · Roam` })
  const camperId = useCamperId()
  const calendar = useQuery({ ...calendarPeriodsQueryOptions(camperId ?? 0), enabled: camperId !== null })
  const details = useQuery({ ...pricesDetailsQueryOptions(camperId ?? 0), enabled: camperId !== null })
  const [selected, setSelected] = useState<DateRange | undefined>()
  const [editing, setEditing] = useState<CalendarPeriod | null>(null)

  if (camperId === null || calendar.isError || details.isError) {
    return (
      <section className="page page--narrow page--center">
        <h2 className="page-title">
          <Trans>This camper could not be found</Trans>
        </h2>
        <p className="muted">
          <Trans>It may not exist, or it is another owner's camper.</Trans>
        </p>
      </section>
    )
  }
  if (!calendar.data || !details.data)
    return (
      <section className="page">
        <p className="muted">
          <Trans>Loading the calendar…</Trans>
        </p>
      </section>
    )

  const today = startOfToday()
  const lastDay = toDate(
    addDays(windowEnd({ today: toDay(today), maxMonthsFutureRental: details.data.max_months_future_rental }), -1),
  )
  const done = () => {
    setSelected(undefined)
    setEditing(null)
  }
  const edit = (period: CalendarPeriod) => {
    setEditing(period)
    setSelected({ from: toDate(period.date_from), to: toDate(lastDayOf(period)) })
  }
  const first = selected?.from
  const last = selected?.to ?? selected?.from
  return (
    <section className="page owner-calendar">
      <h2 className="page-title">
        <Trans>Calendar</Trans>
      </h2>
      <div className="owner-calendar__layout">
        <div className="owner-calendar__grid card">
          <OwnerCalendarGrid
            calendar={calendar.data}
            selected={selected}
            onSelect={setSelected}
            today={today}
            lastDay={lastDay}
          />
          <ul className="owner-calendar__legend">
            <li>
              <span className="owner-calendar__key owner-day--booked" aria-hidden="true" /> <Trans>Booked</Trans>
            </li>
            <li>
              <span className="owner-calendar__key owner-day--blocked" aria-hidden="true" /> <Trans>Unavailable</Trans>
            </li>
            <li>
              <span className="owner-calendar__key owner-day--colour-3" aria-hidden="true" />{' '}
              <Trans>Seasonal price (in its colour)</Trans>
            </li>
          </ul>
        </div>
        <aside className="owner-calendar__aside card">
          {first && last ? (
            <PeriodForm
              key={`${editing?.id ?? 'new'}-${toDay(first)}-${toDay(last)}`}
              camperId={camperId}
              firstDay={toDay(first)}
              lastDay={toDay(last)}
              editing={editing}
              onDone={done}
            />
          ) : (
            <p className="muted">
              <Trans>Pick the first and the last day on the calendar to block them or set their price.</Trans>
            </p>
          )}
        </aside>
      </div>
      <section className="owner-calendar__periods" aria-labelledby="owner-periods-title">
        <h3 id="owner-periods-title">
          <Trans>Coming periods</Trans>
        </h3>
        <PeriodList
          camperId={camperId}
          currency={details.data.currency}
          periods={calendar.data.periods}
          onEdit={edit}
        />
      </section>
      <IcalPanel camperId={camperId} />
    </section>
  )
}
